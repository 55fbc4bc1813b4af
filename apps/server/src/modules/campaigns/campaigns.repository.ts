/** Drizzle queries for campaigns and event pages. No rules here; the operation that needs a transaction opens it. */
import { and, asc, count, desc, eq, gte, inArray, notInArray } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { media } from "../../db/schema/media";
import { eventMenuItems, eventMenus, eventSlots, menuItems } from "../../db/schema/menu";
import { merchantLocations, orderTypes } from "../../db/schema/merchants";
import { orders } from "../../db/schema/orders";

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type EventMenuRow = typeof eventMenus.$inferSelect;
export type EventSlotRow = typeof eventSlots.$inferSelect;
export type NewEventSlot = Omit<typeof eventSlots.$inferInsert, "eventMenuId">;

export function createCampaignsRepository(db: Database) {
  return { ...campaignQueries(db), ...eventQueries() };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;

function campaignQueries(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),
    db: db as Executor,

    async findCampaign(ex: Executor, locationId: number, campaignId: number): Promise<CampaignRow | undefined> {
      const [row] = await ex
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.locationId, locationId), eq(campaigns.id, campaignId)));
      return row;
    },

    /** Campaigns of a restaurant ending on or after `fromDate` (all of them without it), soonest first. */
    campaignsAt(ex: Executor, locationId: number, fromDate?: string): Promise<CampaignRow[]> {
      const at = eq(campaigns.locationId, locationId);
      return ex
        .select()
        .from(campaigns)
        .where(fromDate ? and(at, gte(campaigns.endsOn, fromDate)) : at)
        .orderBy(asc(campaigns.startsOn), asc(campaigns.id));
    },

    async insertCampaign(ex: Executor, values: NewCampaign): Promise<CampaignRow> {
      const [row] = await ex.insert(campaigns).values(values).returning();
      if (!row) throw new Error("The campaign was not stored");
      return row;
    },

    /** A restaurant's time zone, currency and the menus it takes orders from; undefined when there is no such location. */
    async findLocation(ex: Executor, locationId: number) {
      const [location] = await ex
        .select({ id: merchantLocations.id, timeZone: merchantLocations.timeZoneCd, currency: merchantLocations.currency })
        .from(merchantLocations)
        .where(eq(merchantLocations.id, locationId));
      if (!location) return undefined;
      const types = await ex.select({ menuType: orderTypes.menuType }).from(orderTypes).where(eq(orderTypes.locationId, locationId));
      return { ...location, menuTypes: types.map((t) => t.menuType) };
    },

    /** Dishes of a restaurant among `itemIds`, with their image, whatever their state. */
    dishesAt(ex: Executor, locationId: number, itemIds: number[]) {
      return ex
        .select({ item: menuItems, image: media })
        .from(menuItems)
        .leftJoin(media, eq(media.id, menuItems.mediaId))
        .where(and(eq(menuItems.locationId, locationId), inArray(menuItems.id, itemIds.length ? itemIds : [-1])))
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
    },
  };
}

/** Events: their menus, slots (with the orders standing in each) and dishes. */
function eventQueries() {
  return {
    async hasEvent(ex: Executor, locationId: number, eventSlug: string): Promise<boolean> {
      const [row] = await ex
        .select({ id: eventMenus.id })
        .from(eventMenus)
        .where(and(eq(eventMenus.locationId, locationId), eq(eventMenus.eventSlug, eventSlug)));
      return row !== undefined;
    },

    async findEvent(ex: Executor, locationId: number, eventSlug: string): Promise<EventMenuRow | undefined> {
      const [row] = await ex
        .select()
        .from(eventMenus)
        .where(and(eq(eventMenus.locationId, locationId), eq(eventMenus.eventSlug, eventSlug)));
      return row;
    },

    eventsAt(ex: Executor, locationId: number): Promise<EventMenuRow[]> {
      return ex
        .select()
        .from(eventMenus)
        .where(eq(eventMenus.locationId, locationId))
        .orderBy(desc(eventMenus.eventDate), asc(eventMenus.id));
    },

    /** An event's slots, each with the orders standing in it (cancelled ones free their place). */
    async slotsOf(ex: Executor, eventMenuId: number, cancelledStatuses: readonly number[]) {
      const slots = await ex.select().from(eventSlots).where(eq(eventSlots.eventMenuId, eventMenuId)).orderBy(asc(eventSlots.startsAt));
      if (slots.length === 0) return [];
      const taken = await ex
        .select({ slotId: orders.eventSlotId, n: count() })
        .from(orders)
        .where(
          and(
            inArray(
              orders.eventSlotId,
              slots.map((s) => s.id),
            ),
            notInArray(orders.status, [...cancelledStatuses]),
          ),
        )
        .groupBy(orders.eventSlotId);
      const takenBySlot = new Map(taken.map((t) => [t.slotId, t.n]));
      return slots.map((slot) => ({ slot, taken: takenBySlot.get(slot.id) ?? 0 }));
    },

    /** The menu types of an event's dishes (each dish lists the menus it is on). */
    async eventDishes(ex: Executor, eventMenuId: number) {
      return ex
        .select({ itemId: menuItems.id, menuTypes: menuItems.menuTypes })
        .from(eventMenuItems)
        .innerJoin(menuItems, eq(menuItems.id, eventMenuItems.itemId))
        .where(eq(eventMenuItems.eventMenuId, eventMenuId));
    },

    async insertEvent(
      tx: Executor,
      event: typeof eventMenus.$inferInsert,
      slots: NewEventSlot[],
      itemIds: number[],
    ): Promise<EventMenuRow> {
      const [row] = await tx.insert(eventMenus).values(event).returning();
      if (!row) throw new Error("The event was not stored");
      await tx.insert(eventSlots).values(slots.map((s) => ({ ...s, eventMenuId: row.id })));
      await tx.insert(eventMenuItems).values(itemIds.map((itemId) => ({ eventMenuId: row.id, itemId })));
      return row;
    },
  };
}
