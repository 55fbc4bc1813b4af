/** A location's menu of one order type and an event's menu (searches: search-menu.ts). Only items shown to diners (display = 1, visibleTo "C"). */
import { CUSTOMER_AUDIENCE } from "@forkful/contracts/constants";
import type { MenuData } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import { NotFoundError } from "../../lib/domain-errors";
import type { MenuRepository } from "./menu.repository";
import { toMenuItems, toSubCategoryType } from "./menu-mapper";

export interface MenuDeps {
  menus: MenuRepository;
}

export interface MenuQuery {
  locationId: number;
  menuType: MenuType;
}

async function buildMenu({ menus }: MenuDeps, query: MenuQuery, itemIds?: number[]): Promise<Omit<MenuData, "event">> {
  const location = await menus.findLocation(query.locationId);
  if (!location) throw new NotFoundError(`No restaurant has the id ${query.locationId}`);
  const orderType = location.orderTypes.find((t) => t.menuType === query.menuType);
  if (!orderType) throw new NotFoundError(`${location.branchName} does not take ${query.menuType} orders`);

  const [categories, itemRows] = await Promise.all([
    menus.categories(location.id),
    menus.items({ locationId: location.id, menuType: query.menuType, audience: CUSTOMER_AUDIENCE, itemIds }),
  ]);
  const [subcategories, modifiers] = await Promise.all([
    menus.subcategories(categories.map((c) => c.id)),
    menus.modifiersOf(itemRows.map((r) => r.item.id)),
  ]);
  const menu = toMenuItems(itemRows, { categories, subcategories, modifiers });

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
    subCategoryTypes: subcategories.filter((r) => usedCategoryIds.has(r.subcategory.categoryId)).map(toSubCategoryType),
    menu,
  };
}

export async function getMenu(deps: MenuDeps, query: MenuQuery): Promise<MenuData> {
  return { ...(await buildMenu(deps, query)), event: null };
}

export async function getEventMenu(deps: MenuDeps, query: MenuQuery & { eventSlug: string }): Promise<MenuData> {
  const found = await deps.menus.findEvent(query.locationId, query.eventSlug);
  if (!found) throw new NotFoundError(`No event '${query.eventSlug}' at this restaurant`);
  const menu = await buildMenu(deps, query, found.itemIds);
  const { event, slots } = found;
  return {
    ...menu,
    event: {
      eventSlug: event.eventSlug,
      name: event.name,
      eventDate: event.eventDate,
      description: event.description,
      eventOrderSlot: slots.map((s) => ({ id: s.id, label: s.label, startsAt: s.startsAt, endsAt: s.endsAt, capacity: s.capacity })),
    },
  };
}
