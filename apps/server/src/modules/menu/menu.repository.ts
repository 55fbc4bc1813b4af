/** Drizzle queries for menus, with the dishes' images (the media module's) and the restaurant (the merchants module's). No rules here. */
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  eventMenuItems,
  eventMenus,
  eventSlots,
  menuCategories,
  menuItems,
  menuSubcategories,
  modifierOptions,
  modifiers,
} from "../../db/schema/menu";
import { mediaByIds } from "../media/public";
import { orderTypesOf, restaurantById } from "../merchants/public";
import { imageOf, withImages } from "./dish-images";

export type { MediaRow } from "../media/public";
export type { MenuItemRow } from "./dish-images";

export interface ItemQuery {
  locationId: number;
  menuType: string;
  searchText?: string;
  audience: string;
  /** Restrict to these item ids (event menus). */
  itemIds?: number[];
}

export function createMenuRepository(db: Database) {
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

    async items(query: ItemQuery) {
      const conditions = [
        eq(menuItems.locationId, query.locationId),
        eq(menuItems.display, 1),
        sql`${menuItems.visibleTo} @> ${JSON.stringify([query.audience])}::jsonb`,
        sql`${menuItems.menuTypes} @> ${JSON.stringify([query.menuType])}::jsonb`,
      ];
      if (query.itemIds) conditions.push(inArray(menuItems.id, query.itemIds.length ? query.itemIds : [-1]));
      if (query.searchText) {
        const pattern = `%${query.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(ilike(menuItems.name, pattern), ilike(menuItems.description, pattern));
        if (match) conditions.push(match);
      }
      const rows = await db
        .select()
        .from(menuItems)
        .where(and(...conditions))
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
      return withImages(db, rows);
    },

    async modifiersOf(itemIds: number[]) {
      if (itemIds.length === 0) return { modifiers: [], options: [] };
      const modifierRows = await db
        .select()
        .from(modifiers)
        .where(inArray(modifiers.itemId, itemIds))
        .orderBy(asc(modifiers.sortOrder), asc(modifiers.id));
      const optionRows = modifierRows.length
        ? await db
            .select()
            .from(modifierOptions)
            .where(
              inArray(
                modifierOptions.modifierId,
                modifierRows.map((m) => m.id),
              ),
            )
            .orderBy(asc(modifierOptions.sortOrder), asc(modifierOptions.id))
        : [];
      return { modifiers: modifierRows, options: optionRows };
    },

    async findEvent(locationId: number, eventSlug: string) {
      const [event] = await db
        .select()
        .from(eventMenus)
        .where(and(eq(eventMenus.locationId, locationId), eq(eventMenus.eventSlug, eventSlug.toLowerCase())))
        .limit(1);
      if (!event) return null;
      const [items, slots] = await Promise.all([
        db.select({ itemId: eventMenuItems.itemId }).from(eventMenuItems).where(eq(eventMenuItems.eventMenuId, event.id)),
        db.select().from(eventSlots).where(eq(eventSlots.eventMenuId, event.id)).orderBy(asc(eventSlots.startsAt)),
      ]);
      return { event, itemIds: items.map((i) => i.itemId), slots };
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
