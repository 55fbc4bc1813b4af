/** The tables tabs are open at, read for the order record (orders, decision 034). */
import { and, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { diningTables } from "../../db/schema/tables";
import type { TableRow } from "./dining-tables";

/** The tables of these locations with these ids (exactly as on their QR code): every pair, no order promised. */
export function tablesAtTabs(executor: Executor, locationIds: readonly number[], tableIds: readonly string[]): Promise<TableRow[]> {
  return executor
    .select()
    .from(diningTables)
    .where(and(inArray(diningTables.locationId, [...new Set(locationIds)]), inArray(diningTables.tableId, [...new Set(tableIds)])));
}
