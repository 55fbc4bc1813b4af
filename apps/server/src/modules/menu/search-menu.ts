/**
 * The menu search (POST /merchants/menu/v2 with a searchText): the dishes whose name or description contains the text,
 * found by one indexed query, taken from the location's cached menu. A search reads no menu table but that one.
 */
import type { MenuData } from "@forkful/contracts/menu";
import type { CachedMenus } from "./cached-menus";
import type { MenuQuery } from "./get-menu";
import type { MenuRepository } from "./menu.repository";

export interface MenuSearchDeps {
  menus: Pick<MenuRepository, "dishIdsMatching">;
  cachedMenus: CachedMenus;
}

/** The menu with only these dishes, and only the categories and subcategories they are in. */
export function menuOfDishes(menu: MenuData, dishIds: ReadonlySet<number>): MenuData {
  const dishes = menu.menu.filter((dish) => dishIds.has(dish.itemId));
  const shown = new Set(dishes.map((dish) => dish.categoryId));
  const categoryTypes = menu.categoryTypes.filter((category) => shown.has(category.id));
  return {
    ...menu,
    availableCategory: categoryTypes.map((category) => category.name),
    categoryTypes,
    subCategoryTypes: menu.subCategoryTypes.filter((subcategory) => shown.has(subcategory.categoryId)),
    menu: dishes,
  };
}

export async function searchMenu(deps: MenuSearchDeps, query: MenuQuery & { searchText: string }): Promise<MenuData> {
  const [menu, dishIds] = await Promise.all([
    deps.cachedMenus(query.locationId, query.menuType),
    deps.menus.dishIdsMatching(query.locationId, query.searchText),
  ]);
  return menuOfDishes(menu, new Set(dishIds));
}
