/** Drizzle queries for the floor: a restaurant's sections and tables, and who sits at a table. No rules here. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { merchantLocations, merchants } from "../../db/schema";
import { bookings, diningTables } from "../../db/tables-schema";

export type DiningTableRow = typeof diningTables.$inferSelect;
export type FloorBookingRow = typeof bookings.$inferSelect;

/** What the floor needs of its restaurant: who it is, and its sections (the spec's tableSection). */
export interface FloorLocationRow {
  id: number;
  slug: string;
  merchantType: string;
  branchName: string;
  active: boolean;
  tableSection: { id: number; name: string }[];
}

/** Statuses that keep a table: held for a party that is ready, or sat at. */
const AT_TABLE: FloorBookingRow["status"][] = ["Notified", "Seated"];

export function floorQueries(_db: Database) {
  return {
    async floorLocation(ex: Executor, locationId: number): Promise<FloorLocationRow | null> {
      const [row] = await ex
        .select({
          id: merchantLocations.id,
          slug: merchantLocations.locationSlug,
          merchantType: merchants.merchantType,
          branchName: merchantLocations.branchName,
          active: merchantLocations.active,
          tableSection: merchantLocations.tableSection,
        })
        .from(merchantLocations)
        .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
        .where(eq(merchantLocations.id, locationId));
      return row ?? null;
    },

    /** Every table of the location, in the order the floor plan lists them. */
    floorTables: (ex: Executor, locationId: number): Promise<DiningTableRow[]> =>
      ex
        .select()
        .from(diningTables)
        .where(eq(diningTables.locationId, locationId))
        .orderBy(asc(diningTables.sortOrder), asc(diningTables.tableId)),

    /** One table by the id printed on its QR code; "t4" finds "T4" (a typed address may lose the capital). */
    async floorTable(ex: Executor, locationId: number, tableId: string): Promise<DiningTableRow | null> {
      const [row] = await ex
        .select()
        .from(diningTables)
        .where(and(eq(diningTables.locationId, locationId), sql`upper(${diningTables.tableId}) = upper(${tableId})`))
        .limit(1);
      return row ?? null;
    },

    /** Whether a party is held for or seated at the table (by its row id). */
    async tableOccupied(ex: Executor, tableRef: string): Promise<boolean> {
      const rows = await ex
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.tableRef, tableRef), inArray(bookings.status, AT_TABLE)))
        .limit(1);
      return rows.length > 0;
    },

    /** The party seated at the table now (by its row id), if any. */
    async seatedBookingAt(ex: Executor, tableRef: string): Promise<FloorBookingRow | null> {
      const [row] = await ex
        .select()
        .from(bookings)
        .where(and(eq(bookings.tableRef, tableRef), eq(bookings.status, "Seated")))
        .limit(1);
      return row ?? null;
    },
  };
}
