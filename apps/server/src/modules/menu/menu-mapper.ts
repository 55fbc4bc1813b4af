/** Maps menu rows to the contract's menu items and subcategory types. */
import type { MenuData, MenuItem, Modifier } from "@forkful/contracts/menu";
import { groupBy } from "../../lib/group-by";
import { mediaUrl, toMedia } from "../media/public";
import type { MenuRepository } from "./menu.repository";

type Rows<Method extends keyof MenuRepository> = Awaited<ReturnType<MenuRepository[Method]>>;
export type CategoryRow = Rows<"categories">[number];
export type SubcategoryRow = Rows<"subcategories">[number];
export type ItemRow = Rows<"items">[number];
export type ModifierRows = Rows<"modifiersOf">;

/** Each item's modifiers with their options, in their order. */
function modifiersByItem(rows: ModifierRows): Map<number, Modifier[]> {
  const optionsByModifier = groupBy(rows.options, (o) => o.modifierId);
  const byItem = new Map<number, Modifier[]>();
  for (const [itemId, itemModifiers] of groupBy(rows.modifiers, (m) => m.itemId)) {
    byItem.set(
      itemId,
      itemModifiers.map((m) => ({
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
      })),
    );
  }
  return byItem;
}

/** The items as the menu shows them, with their category, subcategory, image and modifiers. */
export function toMenuItems(
  itemRows: ItemRow[],
  related: { categories: CategoryRow[]; subcategories: SubcategoryRow[]; modifiers: ModifierRows },
): MenuItem[] {
  const categoryById = new Map(related.categories.map((c) => [c.id, c]));
  const subcategoryById = new Map(related.subcategories.map((r) => [r.subcategory.id, r]));
  const modifiersOf = modifiersByItem(related.modifiers);
  return itemRows.map(({ item, image }) => {
    const sub = item.subcategoryId !== null ? subcategoryById.get(item.subcategoryId) : undefined;
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
      media: image ? toMedia(image) : null,
      modifiers: modifiersOf.get(item.id) ?? [],
    };
  });
}

export function toSubCategoryType(row: SubcategoryRow): MenuData["subCategoryTypes"][number] {
  return {
    id: row.subcategory.id,
    categoryId: row.subcategory.categoryId,
    name: row.subcategory.name,
    subCategoryImg: row.image ? mediaUrl(row.image) : null,
    subCategoryImgType: row.image?.mimeType ?? null,
  };
}
