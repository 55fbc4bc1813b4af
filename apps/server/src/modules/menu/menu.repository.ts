/** Drizzle queries for menus. No rules here. */
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { media } from "../../db/schema/media";
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
import { merchantLocations, orderTypes } from "../../db/schema/merchants";

export type MenuItemRow = typeof menuItems.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

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
      const [location] = await db
        .select({
          id: merchantLocations.id,
          currency: merchantLocations.currency,
          orderTax: merchantLocations.orderTax,
          defaultItemTax: merchantLocations.defaultItemTax,
          branchName: merchantLocations.branchName,
        })
        .from(merchantLocations)
        .where(eq(merchantLocations.id, locationId))
        .limit(1);
      if (!location) return null;
      const types = await db.select().from(orderTypes).where(eq(orderTypes.locationId, locationId));
      return { ...location, orderTypes: types };
    },

    categories(locationId: number) {
      return db
        .select()
        .from(menuCategories)
        .where(eq(menuCategories.locationId, locationId))
        .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
    },

    subcategories(categoryIds: number[]) {
      if (categoryIds.length === 0) return Promise.resolve([]);
      return db
        .select({ subcategory: menuSubcategories, image: media })
        .from(menuSubcategories)
        .leftJoin(media, eq(media.id, menuSubcategories.imageMediaId))
        .where(inArray(menuSubcategories.categoryId, categoryIds))
        .orderBy(asc(menuSubcategories.sortOrder), asc(menuSubcategories.id));
    },

    items(query: ItemQuery) {
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
      return db
        .select({ item: menuItems, image: media })
        .from(menuItems)
        .leftJoin(media, eq(media.id, menuItems.mediaId))
        .where(and(...conditions))
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
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
