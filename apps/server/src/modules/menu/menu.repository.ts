/** Drizzle queries for menus, with the dishes' images (the media module's) and the restaurant (the merchants module's). No rules here. */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { menuCategories, menuSubcategories } from "../../db/schema/menu";
import type { Clock } from "../../lib/clock";
import { mediaByIds } from "../media/public";
import { orderTypesOf, restaurantById } from "../merchants/public";
import { imageOf } from "./dish-images";
import { menuForOrders } from "./ordering-reads";

export type { MediaRow } from "../media/public";
export type { MenuItemRow } from "./dish-images";
export type { ItemQuery } from "./ordering-reads";

export function createMenuRepository(db: Database, clock: Clock) {
  const offered = menuForOrders(db, clock);
  return {
    async findLocation(locationId: number) {
      const place = await restaurantById(db, locationId);
      if (!place) return null;
      const { id, currency, orderTax, defaultItemTax, branchName } = place.location;
      const types = await orderTypesOf(db, locationId);
      return { id, currency, orderTax, defaultItemTax, branchName, orderTypes: types };
    },

    categories(locationId: number) {
      return db
        .select()
        .from(menuCategories)
        .where(eq(menuCategories.locationId, locationId))
        .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
    },

    async subcategories(categoryIds: number[]) {
      if (categoryIds.length === 0) return [];
      const rows = await db
        .select()
        .from(menuSubcategories)
        .where(inArray(menuSubcategories.categoryId, categoryIds))
        .orderBy(asc(menuSubcategories.sortOrder), asc(menuSubcategories.id));
      const images = await mediaByIds(
        db,
        rows.map((r) => r.imageMediaId),
      );
      return rows.map((subcategory) => ({ subcategory, image: imageOf(images, subcategory.imageMediaId) }));
    },

    // Sold-out dishes and options as diners are offered them now (sold-out.ts).
    items: offered.items,
    modifiersOf: offered.modifiersOf,
    findEvent: offered.findEvent,
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
