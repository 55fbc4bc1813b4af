/** Drizzle queries for menus, with the dishes' images (the media module's) and the restaurant (the merchants module's). No rules here. */
import { and, asc, eq, ilike, inArray, or, type Placeholder, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { menuCategories, menuItems, menuSubcategories } from "../../db/schema/menu";
import { containing } from "../../db/text-search";
import type { Clock } from "../../lib/clock";
import { mediaByIds } from "../media/public";
import { orderTypesOf, restaurantById } from "../merchants/public";
import { imageOf } from "./dish-images";
import { type ItemQuery, menuForOrders, menuItemsFor } from "./ordering-reads";
import { offeredNow } from "./sold-out";

export type { MediaRow } from "../media/public";
export type { MenuItemRow } from "./dish-images";
export type { ItemQuery } from "./ordering-reads";

/**
 * The ids of the location's displayed dishes whose name or description matches the pattern (db/text-search.ts
 * containing). The location's index bounds the read to its own dishes, a few dozen to a few hundred: a trigram index
 * over every location's dishes made the planner combine both indexes, which read more (decision 051).
 */
export function dishesMatching(db: Database, locationId: number | Placeholder, pattern: string | Placeholder) {
  return db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.locationId, locationId),
        eq(menuItems.display, 1),
        or(ilike(menuItems.name, pattern), ilike(menuItems.description, pattern)),
      ),
    );
}

export function createMenuRepository(db: Database, clock: Clock) {
  const offered = menuForOrders(db, clock);
  // Prepared: PostgreSQL parses it once per connection, and its SQL is built once.
  const matchingDishes = dishesMatching(db, sql.placeholder("locationId"), sql.placeholder("pattern")).prepare("dishes_matching");
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

    async dishIdsMatching(locationId: number, searchText: string): Promise<number[]> {
      return (await matchingDishes.execute({ locationId, pattern: containing(searchText) })).map((row) => row.id);
    },

    // Sold-out dishes and options as diners are offered them now (sold-out.ts).
    /** The dishes as offered now, with their images. */
    items: async (query: ItemQuery) => (await menuItemsFor(db, query)).map((dish) => offeredNow(dish, clock())),
    modifiersOf: offered.modifiersOf,
    findEvent: offered.findEvent,
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
