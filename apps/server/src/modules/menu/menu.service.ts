/** Menu rules: only items shown to customers (display = 1, visibleTo "C") of the asked menu type. */
import { CUSTOMER_AUDIENCE } from "@forkful/contracts/constants";
import type { MenuData, MenuItem, Modifier } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import { NotFoundError } from "../../lib/domain-errors";
import { groupBy } from "../../lib/group-by";
import { mediaUrl } from "../media/public";
import type { MediaRow, MenuRepository } from "./menu.repository";

export interface MenuQuery {
  locationId: number;
  menuType: MenuType;
  searchText?: string;
}

const toMedia = (row: MediaRow | null) =>
  row ? { id: row.id, entityType: row.entityType, mimeType: row.mimeType, extension: row.extension, url: mediaUrl(row) } : null;

export function createMenuService(deps: { repository: MenuRepository }) {
  const { repository } = deps;

  async function buildMenu(query: MenuQuery, itemIds?: number[]): Promise<Omit<MenuData, "event">> {
    const location = await repository.findLocation(query.locationId);
    if (!location) throw new NotFoundError(`No restaurant has the id ${query.locationId}`);
    const orderType = location.orderTypes.find((t) => t.menuType === query.menuType);
    if (!orderType) throw new NotFoundError(`${location.branchName} does not take ${query.menuType} orders`);

    const [categories, itemRows] = await Promise.all([
      repository.categories(location.id),
      repository.items({
        locationId: location.id,
        menuType: query.menuType,
        searchText: query.searchText,
        audience: CUSTOMER_AUDIENCE,
        itemIds,
      }),
    ]);
    const [subcategoryRows, modifierRows] = await Promise.all([
      repository.subcategories(categories.map((c) => c.id)),
      repository.modifiersOf(itemRows.map((r) => r.item.id)),
    ]);

    const categoryById = new Map(categories.map((c) => [c.id, c]));
    const subcategoryById = new Map(subcategoryRows.map((r) => [r.subcategory.id, r]));
    const optionsByModifier = groupBy(modifierRows.options, (o) => o.modifierId);
    const modifiersByItem = groupBy(modifierRows.modifiers, (m) => m.itemId);

    const menu: MenuItem[] = itemRows.map(({ item, image }) => {
      const sub = item.subcategoryId !== null ? subcategoryById.get(item.subcategoryId) : undefined;
      const itemModifiers: Modifier[] = (modifiersByItem.get(item.id) ?? []).map((m) => ({
        modifierId: m.id,
        name: m.name,
        typeId: m.typeId,
        minChoices: m.minChoices,
        maxChoices: m.maxChoices,
        options: (optionsByModifier.get(m.id) ?? []).map((o) => ({
          modifierOptionId: o.id,
          optionName: o.name,
          price: o.price,
          isDefault: o.isDefault,
        })),
      }));
      return {
        itemId: item.id,
        itemName: item.name,
        slug: item.slug,
        description: item.description,
        price: item.price,
        category: categoryById.get(item.categoryId)?.name ?? "",
        categoryId: item.categoryId,
        subCategory: sub?.subcategory.name ?? null,
        subCategoryId: sub?.subcategory.id ?? null,
        subCategoryImg: sub?.image ? mediaUrl(sub.image) : null,
        subCategoryImgType: sub?.image?.mimeType ?? null,
        display: 1,
        diet: item.diet,
        itemType: item.itemType,
        taxRate: item.taxRate,
        stockQuantity: item.stockQuantity,
        alertQuantity: item.alertQuantity,
        media: toMedia(image),
        modifiers: itemModifiers,
      };
    });

    const usedCategoryIds = new Set(menu.map((i) => i.categoryId));
    const shownCategories = categories.filter((c) => usedCategoryIds.has(c.id));
    return {
      locationId: location.id,
      menuType: query.menuType,
      orderTypeId: orderType.id,
      currency: location.currency,
      orderTax: location.orderTax,
      defaultItemTax: location.defaultItemTax,
      availableCategory: shownCategories.map((c) => c.name),
      categoryTypes: shownCategories.map((c) => ({ id: c.id, name: c.name, sortOrder: c.sortOrder })),
      subCategoryTypes: subcategoryRows
        .filter((r) => usedCategoryIds.has(r.subcategory.categoryId))
        .map((r) => ({
          id: r.subcategory.id,
          categoryId: r.subcategory.categoryId,
          name: r.subcategory.name,
          subCategoryImg: r.image ? mediaUrl(r.image) : null,
          subCategoryImgType: r.image?.mimeType ?? null,
        })),
      menu,
    };
  }

  return {
    async menu(query: MenuQuery): Promise<MenuData> {
      return { ...(await buildMenu(query)), event: null };
    },

    async eventMenu(query: MenuQuery & { eventSlug: string }): Promise<MenuData> {
      const found = await repository.findEvent(query.locationId, query.eventSlug);
      if (!found) throw new NotFoundError(`No event '${query.eventSlug}' at this restaurant`);
      const menu = await buildMenu(query, found.itemIds);
      return {
        ...menu,
        event: {
          eventSlug: found.event.eventSlug,
          name: found.event.name,
          eventDate: found.event.eventDate,
          description: found.event.description,
          eventOrderSlot: found.slots.map((s) => ({
            id: s.id,
            label: s.label,
            startsAt: s.startsAt,
            endsAt: s.endsAt,
            capacity: s.capacity,
          })),
        },
      };
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
