/** Drizzle queries for merchants, their locations and order types, with their media (media's) and events (menu's). No rules here. */
import { and, asc, eq, ilike, inArray, or, type Placeholder, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { UpcomingEvent, UpcomingEvents } from "../../app-context";
import type { Database } from "../../db/client";
import { merchantLocations, merchants, orderTypes } from "../../db/schema/merchants";
import { containing } from "../../db/text-search";
import { type MediaRow, mediaOfLocations } from "../media/public";

export type LocationRow = typeof merchantLocations.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type OrderTypeRow = typeof orderTypes.$inferSelect;
export type { MediaRow } from "../media/public";
export type EventMenuRow = UpcomingEvent;

export interface LocationRecord {
  location: LocationRow;
  merchant: MerchantRow;
  orderTypes: OrderTypeRow[];
  media: MediaRow[];
}

export interface LocationFilter {
  cityName?: string;
  searchText?: string;
  merchantId?: number;
}

/**
 * The ids of the active locations whose branch, city, address or cuisine, or whose merchant's name, matches the pattern
 * (db/text-search.ts containing); an id may come twice. One statement per table, each answered from its trigram
 * indexes (migration 0019); UNION ALL, because a UNION's sorting had the planner read every location in id order.
 */
export function locationsMatching(db: Database, pattern: string | Placeholder) {
  const ofLocation = or(
    ilike(merchantLocations.branchName, pattern),
    ilike(merchantLocations.city, pattern),
    ilike(merchantLocations.address, pattern),
    sql`(${merchantLocations.cuisine}::text) ilike ${pattern}`,
  );
  return unionAll(
    db
      .select({ id: merchantLocations.id })
      .from(merchantLocations)
      .where(and(eq(merchantLocations.active, true), ofLocation)),
    db
      .select({ id: merchantLocations.id })
      .from(merchantLocations)
      .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
      .where(and(eq(merchantLocations.active, true), ilike(merchants.name, pattern))),
  );
}

/** Reads restaurants; their events come from the menu module (handed in: menu uses merchants, not the reverse). */
export function createMerchantsRepository(db: Database, events: UpcomingEvents) {
  // Prepared: PostgreSQL parses it once per connection, and its SQL is built once.
  const matchingLocations = locationsMatching(db, sql.placeholder("pattern")).prepare("locations_matching");

  async function withRelations(rows: { location: LocationRow; merchant: MerchantRow }[]): Promise<LocationRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.location.id);
    const [types, mediaRows] = await Promise.all([
      db.select().from(orderTypes).where(inArray(orderTypes.locationId, ids)).orderBy(asc(orderTypes.id)),
      mediaOfLocations(db, ids, ["LOGO", "META"]),
    ]);
    return rows.map((r) => ({
      ...r,
      orderTypes: types.filter((t) => t.locationId === r.location.id),
      media: mediaRows.filter((m) => m.locationId === r.location.id),
    }));
  }

  const base = () =>
    db
      .select({ location: merchantLocations, merchant: merchants })
      .from(merchantLocations)
      .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId));

  return {
    async findLocations(filter: LocationFilter): Promise<LocationRecord[]> {
      const conditions = [eq(merchantLocations.active, true)];
      if (filter.cityName) conditions.push(sql`lower(${merchantLocations.city}) = lower(${filter.cityName})`);
      if (filter.merchantId !== undefined) conditions.push(eq(merchantLocations.merchantId, filter.merchantId));
      if (filter.searchText) conditions.push(inArray(merchantLocations.id, locationsMatching(db, containing(filter.searchText))));
      const rows = await base()
        .where(and(...conditions))
        .orderBy(asc(merchantLocations.id));
      return withRelations(rows);
    },

    async locationIdsMatching(searchText: string): Promise<number[]> {
      return (await matchingLocations.execute({ pattern: containing(searchText) })).map((row) => row.id);
    },

    async findLocationBySlug(slug: string): Promise<LocationRecord | null> {
      const rows = await base().where(eq(merchantLocations.locationSlug, slug.toLowerCase())).limit(1);
      return (await withRelations(rows))[0] ?? null;
    },

    async findLocationById(id: number): Promise<LocationRecord | null> {
      const rows = await base().where(eq(merchantLocations.id, id)).limit(1);
      return (await withRelations(rows))[0] ?? null;
    },

    /** The tag manager container of the location with this slug (null: none, or no such location). */
    async googleTagOf(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ googleTag: merchantLocations.googleTag })
        .from(merchantLocations)
        .where(eq(merchantLocations.locationSlug, slug.toLowerCase()))
        .limit(1);
      return row?.googleTag ?? null;
    },

    async findMerchantBySlug(slug: string): Promise<MerchantRow | null> {
      const rows = await db.select().from(merchants).where(eq(merchants.slug, slug.toLowerCase())).limit(1);
      return rows[0] ?? null;
    },

    async cities(): Promise<{ name: string; country: string; count: number }[]> {
      return db
        .select({ name: merchantLocations.city, country: merchantLocations.country, count: sql<number>`count(*)::int` })
        .from(merchantLocations)
        .where(eq(merchantLocations.active, true))
        .groupBy(merchantLocations.city, merchantLocations.country)
        .orderBy(asc(merchantLocations.country), asc(merchantLocations.city));
    },

    /** Events on or after the given local date. */
    upcomingEvents(locationId: number, fromDate: string): Promise<EventMenuRow[]> {
      return events(db, locationId, fromDate);
    },
  };
}

export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;
