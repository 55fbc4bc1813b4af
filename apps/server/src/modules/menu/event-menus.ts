/**
 * A restaurant's event menus (their slots and dishes) for the modules that make and show events (campaigns) and the
 * restaurant's page (issue 25: they query no menu table). Each in the executor given; insertEvent in the caller's
 * transaction.
 */
import { and, asc, desc, eq, gte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { eventMenuItems, eventMenus, eventSlots, menuItems } from "../../db/schema/menu";

export type EventMenuRow = typeof eventMenus.$inferSelect;
export type EventSlotRow = typeof eventSlots.$inferSelect;
export type NewEventMenu = typeof eventMenus.$inferInsert;
export type NewEventSlot = Omit<typeof eventSlots.$inferInsert, "eventMenuId">;

export async function hasEventMenu(ex: Executor, locationId: number, eventSlug: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: eventMenus.id })
    .from(eventMenus)
    .where(and(eq(eventMenus.locationId, locationId), eq(eventMenus.eventSlug, eventSlug)));
  return row !== undefined;
}

export async function eventMenuBySlug(ex: Executor, locationId: number, eventSlug: string): Promise<EventMenuRow | undefined> {
  const [row] = await ex
    .select()
    .from(eventMenus)
    .where(and(eq(eventMenus.locationId, locationId), eq(eventMenus.eventSlug, eventSlug)));
  return row;
}

/** A restaurant's events, latest date first. */
export function eventMenusAt(ex: Executor, locationId: number): Promise<EventMenuRow[]> {
  return ex.select().from(eventMenus).where(eq(eventMenus.locationId, locationId)).orderBy(desc(eventMenus.eventDate), asc(eventMenus.id));
}

/** Events on or after the given local date, soonest first. */
export function upcomingEventMenus(ex: Executor, locationId: number, fromDate: string): Promise<EventMenuRow[]> {
  return ex
    .select()
    .from(eventMenus)
    .where(and(eq(eventMenus.locationId, locationId), gte(eventMenus.eventDate, fromDate)))
    .orderBy(asc(eventMenus.eventDate));
}

/** An event's slots, earliest first. */
export function eventSlotsOf(ex: Executor, eventMenuId: number): Promise<EventSlotRow[]> {
  return ex.select().from(eventSlots).where(eq(eventSlots.eventMenuId, eventMenuId)).orderBy(asc(eventSlots.startsAt));
}

/** The menu types of an event's dishes (each dish lists the menus it is on). */
export function eventDishes(ex: Executor, eventMenuId: number): Promise<{ itemId: number; menuTypes: string[] }[]> {
  return ex
    .select({ itemId: menuItems.id, menuTypes: menuItems.menuTypes })
    .from(eventMenuItems)
    .innerJoin(menuItems, eq(menuItems.id, eventMenuItems.itemId))
    .where(eq(eventMenuItems.eventMenuId, eventMenuId));
}

/** Stores an event with its slots and dishes (in the caller's transaction). */
export async function insertEventMenu(tx: Executor, event: NewEventMenu, slots: NewEventSlot[], itemIds: number[]): Promise<EventMenuRow> {
  const [row] = await tx.insert(eventMenus).values(event).returning();
  if (!row) throw new Error("The event was not stored");
  await tx.insert(eventSlots).values(slots.map((s) => ({ ...s, eventMenuId: row.id })));
  await tx.insert(eventMenuItems).values(itemIds.map((itemId) => ({ eventMenuId: row.id, itemId })));
  return row;
}
