/**
 * A table's tab cancelled by the restaurant (or by its only diner before it was accepted) is over: the table's QR
 * token is renewed (decision 028), as it is when a tab's bill is paid in full. The cancel is already committed when
 * this runs: a failure is logged and the token stays until the tab's table is given a new one. It lives here, not in
 * tables, because it reads the tab (orders), and orders uses tables: waiter-calls is the module of the table's side
 * that sits above orders.
 */
import { tabTableOf } from "../orders/public";
import { renewTableToken } from "../tables/public";
import type { WaiterCallsDeps } from "./waiter-calls-deps";

export async function renewTokenOfCancelledTab(deps: Pick<WaiterCallsDeps, "db" | "log">, orderId: string): Promise<void> {
  try {
    const tab = await tabTableOf(deps.db, orderId);
    if (tab && tab.tabState !== "closed") await renewTableToken(deps.db, tab.locationId, tab.tableId);
  } catch (error) {
    deps.log.warn({ err: error, orderId }, "renewing the token of a cancelled tab's table failed");
  }
}
