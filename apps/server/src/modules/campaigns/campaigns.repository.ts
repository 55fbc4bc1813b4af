/** Drizzle queries for campaigns; event pages read the menu's events, the restaurant and the orders through their modules. No rules here; the operation that needs a transaction opens it. */
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { dishesAt, eventDishes, eventMenuBySlug, eventMenusAt, eventSlotsOf, hasEventMenu, insertEventMenu } from "../menu/public";
import { orderTypesOf, restaurantById } from "../merchants/public";
import { ordersInEventSlots } from "../orders/public";

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type { EventMenuRow, EventSlotRow, NewEventSlot } from "../menu/public";

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
      const place = await restaurantById(ex, locationId);
      if (!place) return undefined;
      const types = await orderTypesOf(ex, locationId);
      const { id, timeZoneCd: timeZone, currency } = place.location;
      return { id, timeZone, currency, menuTypes: types.map((t) => t.menuType) };
    },

    /** Dishes of a restaurant among `itemIds`, with their image, whatever their state. */
    dishesAt,
  };
}

/** Events: their menus, slots and dishes are the menu module's; the orders standing in a slot are the orders module's. */
function eventQueries() {
  return {
    hasEvent: hasEventMenu,
    findEvent: eventMenuBySlug,
    eventsAt: eventMenusAt,

    /** An event's slots, each with the orders standing in it (cancelled ones free their place). */
    async slotsOf(ex: Executor, eventMenuId: number, cancelledStatuses: readonly number[]) {
      const slots = await eventSlotsOf(ex, eventMenuId);
      if (slots.length === 0) return [];
      const takenBySlot = await ordersInEventSlots(
        ex,
        slots.map((s) => s.id),
        cancelledStatuses,
      );
      return slots.map((slot) => ({ slot, taken: takenBySlot.get(slot.id) ?? 0 }));
    },

    eventDishes,
    insertEvent: insertEventMenu,
  };
}
