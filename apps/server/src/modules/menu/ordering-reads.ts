/**
 * What orders read of the menu to price and check a cart (issue 25: they query no menu table): the dishes on a menu,
 * their modifiers, an event menu by its slug. Each reads the database given (its queries may run together).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { eventMenuItems, eventMenus, eventSlots, menuItems, modifierOptions, modifiers } from "../../db/schema/menu";
import type { Clock } from "../../lib/clock";
import { type DishWithImage, type MenuItemRow, withImages } from "./dish-images";
import { offeredNow, offeredOptions } from "./sold-out";

export interface ItemQuery {
  locationId: number;
  menuType: string;
  audience: string;
  /** Restrict to these item ids (event menus). */
  itemIds?: number[];
}

/** The displayed dishes of a location's menu of this type, seen by this audience, in menu order. */
export function dishRowsFor(db: Database, query: ItemQuery): Promise<MenuItemRow[]> {
  const conditions = [
    eq(menuItems.locationId, query.locationId),
    eq(menuItems.display, 1),
    sql`${menuItems.visibleTo} @> ${JSON.stringify([query.audience])}::jsonb`,
    sql`${menuItems.menuTypes} @> ${JSON.stringify([query.menuType])}::jsonb`,
  ];
  if (query.itemIds) conditions.push(inArray(menuItems.id, query.itemIds.length ? query.itemIds : [-1]));
  return db
    .select()
    .from(menuItems)
    .where(and(...conditions))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
}

/** The same dishes with their images, as menus show them. */
export async function menuItemsFor(db: Database, query: ItemQuery): Promise<DishWithImage[]> {
  return withImages(db, await dishRowsFor(db, query));
}

/** The modifiers of these dishes and their options, in menu order. */
export async function modifiersOfDishes(db: Executor, itemIds: number[]) {
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
}

/** The location's event menu with this slug, its dishes' ids and its slots (earliest first), or null. */
export async function eventMenuFor(db: Database, locationId: number, eventSlug: string) {
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
}

/** The dishes' modifiers, their options offered now, and apart the options sold out now. */
export type OfferedModifiers = Awaited<ReturnType<typeof modifiersOfDishes>> & {
  soldOutOptions: Awaited<ReturnType<typeof modifiersOfDishes>>["options"];
};

/** What orders read of the menu, on one database (orders.module.ts binds it). */
export interface MenuForOrders {
  /** The dishes without their images: an order prices and checks them, and shows none. */
  items(query: ItemQuery): Promise<{ item: MenuItemRow }[]>;
  modifiersOf(itemIds: number[]): Promise<OfferedModifiers>;
  findEvent(locationId: number, eventSlug: string): ReturnType<typeof eventMenuFor>;
}

/** The menu as orders (and the diners' menu) are offered it at the clock's now: sold-out dishes and options as sold-out reads. */
export function menuForOrders(db: Database, clock: Clock): MenuForOrders {
  return {
    items: async (query) => (await dishRowsFor(db, query)).map((item) => offeredNow({ item }, clock())),
    modifiersOf: async (itemIds) => offeredOptions(await modifiersOfDishes(db, itemIds), clock()),
    findEvent: (locationId, eventSlug) => eventMenuFor(db, locationId, eventSlug),
  };
}
