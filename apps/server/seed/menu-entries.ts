/** Flattens a restaurant's nested menu into one list of items with their place (category, subcategory, order). */
import { slugify } from "./text";
import type { SeedItem, SeedRestaurant } from "./types";

export interface MenuEntry {
  item: SeedItem;
  slug: string;
  category: string;
  subcategory: string | null;
  /** Position within its category (direct items first, then each subcategory in order). */
  sortOrder: number;
  /** Position within the whole menu. */
  index: number;
}

export function menuEntries(restaurant: SeedRestaurant): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const category of restaurant.menu) {
    const groups = [{ name: null, items: category.items }, ...category.subcategories];
    let sortOrder = 0;
    for (const group of groups) {
      for (const item of group.items) {
        entries.push({
          item,
          slug: slugify(item.name),
          category: category.name,
          subcategory: group.name,
          sortOrder,
          index: entries.length,
        });
        sortOrder++;
      }
    }
  }
  const where = restaurant.location.locationSlug;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.slug)) throw new Error(`Duplicate item slug "${entry.slug}" in ${where}`);
    seen.add(entry.slug);
    const foreign = entry.item.menuTypes?.filter((t) => !restaurant.orderTypes.includes(t)) ?? [];
    if (foreign.length > 0) throw new Error(`Item "${entry.slug}" in ${where} names menu types the location lacks: ${foreign.join(", ")}`);
  }
  return entries;
}

const DIET_ORDER = ["veg", "vegan", "non-veg"] as const;
const ITEM_TYPE_ORDER = ["food", "beverage", "dessert"] as const;

/** The diets and item types present among the visible items, for the location's filter chips. */
export function menuFacets(entries: MenuEntry[]): { diets: string[]; itemTypes: string[] } {
  const visible = entries.filter((e) => e.item.display === 1).map((e) => e.item);
  return {
    diets: DIET_ORDER.filter((d) => visible.some((i) => i.diet === d)),
    itemTypes: ITEM_TYPE_ORDER.filter((t) => visible.some((i) => i.itemType === t)),
  };
}
