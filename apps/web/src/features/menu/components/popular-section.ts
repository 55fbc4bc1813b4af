/** The menu's Popular section: the restaurant's most ordered dishes that this menu shows, as a section like any other. */
import type { MenuData } from "@forkful/contracts/menu";
import type { PopularDish } from "@forkful/contracts/popular-dishes";
import { isSoldOut, type MenuFilter, type MenuSection, matchesFilter } from "./menu-sections";

export const POPULAR_SECTION_ID = "popular";
/** Fewer dishes than this and the section is not worth its place at the top. */
const MIN_SHOWN = 2;

/**
 * The popular dishes on this menu, most ordered first: displayed, not sold out and matching the diet filters. A search
 * hides the section (the results are what the diner asked for), and so do fewer than two dishes.
 */
export function popularSection(menu: MenuData, popular: readonly PopularDish[], filter: MenuFilter): MenuSection | null {
  if (filter.search.trim() !== "") return null;
  const byId = new Map(menu.menu.map((item) => [item.itemId, item]));
  const items = popular
    .map((dish) => byId.get(dish.itemId))
    .filter((item) => item !== undefined && matchesFilter(item, filter) && !isSoldOut(item))
    .map((item) => item!);
  if (items.length < MIN_SHOWN) return null;
  return {
    id: POPULAR_SECTION_ID,
    categoryId: -1,
    name: "Popular",
    itemCount: items.length,
    subsections: [{ key: "popular", subCategoryId: null, name: null, image: null, items }],
  };
}
