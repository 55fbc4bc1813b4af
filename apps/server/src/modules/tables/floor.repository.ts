/** Drizzle queries for the floor: a restaurant's tables in the floor plan's order, and their QR tokens. No rules here. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { diningTables, NEW_TABLE_TOKEN } from "../../db/schema/tables";
import type { Executor, TableRow } from "./booking-rows";

export function floorQueries(_db: Database) {
  return {
    /** Every table of the location, section by section, in the order the floor plan lists them. */
    floorTables: (ex: Executor, locationId: number): Promise<TableRow[]> =>
      ex
        .select()
        .from(diningTables)
        .where(eq(diningTables.locationId, locationId))
        .orderBy(asc(diningTables.sectionId), asc(diningTables.sortOrder), asc(diningTables.tableId)),

    /** The restaurant, table and tab state of a table's tab (null: no such order, or not a tab). */
    async tabTableOf(ex: Executor, orderId: string): Promise<{ locationId: number; tableId: string; tabState: string } | null> {
      const [row] = await ex
        .select({ locationId: orders.locationId, tableId: orders.tableId, tabState: orders.tabState })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      return row?.tableId && row.tabState ? { locationId: row.locationId, tableId: row.tableId, tabState: row.tabState } : null;
    },

    /** Gives the location's table (by the id on its QR code, any case) a new token; the table as it now is, or null. */
    async renewTableToken(ex: Executor, locationId: number, tableId: string): Promise<TableRow | null> {
      const [row] = await ex
        .update(diningTables)
        .set({ token: NEW_TABLE_TOKEN })
        .where(and(eq(diningTables.locationId, locationId), sql`upper(${diningTables.tableId}) = upper(${tableId})`))
        .returning();
      return row ?? null;
    },
  };
}
