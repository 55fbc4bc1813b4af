/** A table's tab as the modules above orders read it (calls for the waiter, a cancelled tab's table). */
import { and, eq, inArray } from "drizzle-orm";
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
