/** A table's tab as the modules above orders read it (calls for the waiter, a cancelled tab's table). */
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema/orders";

export interface TabTable {
  locationId: number;
  tableId: string;
  tabState: string;
}

/** The restaurant, table and tab state of a table's tab (null: no such order, or not a tab). */
export async function tabTableOf(executor: Executor, orderId: string): Promise<TabTable | null> {
  const [row] = await executor
    .select({ locationId: orders.locationId, tableId: orders.tableId, tabState: orders.tabState })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.tableId && row.tabState ? { locationId: row.locationId, tableId: row.tableId, tabState: row.tabState } : null;
}

/** The id of the table's tab that is open or being settled, if any. */
export async function liveTabAtTable(executor: Executor, locationId: number, tableId: string): Promise<string | null> {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.locationId, locationId), eq(orders.tableId, tableId), inArray(orders.tabState, ["open", "settling"])))
    .limit(1);
  return row?.id ?? null;
}

export interface FloorTabRow {
  orderId: string;
  tableId: string;
  bookingId: string | null;
  tabState: string;
}

/**
 * The tabs the host stand's floor shows: every open or settling tab of the restaurant, and any tab of these parties
 * (the seated ones: a paid tab of a party still at its table is a table to clear).
 */
export async function tabsOnFloor(executor: Executor, locationId: number, bookingIds: readonly string[]): Promise<FloorTabRow[]> {
  const live = inArray(orders.tabState, ["open", "settling"]);
  const ofParties = bookingIds.length > 0 ? or(live, inArray(orders.bookingId, [...bookingIds])) : live;
  const rows = await executor
    .select({ orderId: orders.id, tableId: orders.tableId, bookingId: orders.bookingId, tabState: orders.tabState })
    .from(orders)
    .where(and(eq(orders.locationId, locationId), isNotNull(orders.tabState), isNotNull(orders.tableId), ofParties));
  return rows.flatMap((row) => (row.tableId && row.tabState ? [{ ...row, tableId: row.tableId, tabState: row.tabState }] : []));
}
