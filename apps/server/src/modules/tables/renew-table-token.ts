/**
 * A table's tab cancelled by the restaurant (or by its only diner before it was accepted) is over: the table's QR
 * token is renewed (decision 028), as it is when a tab's bill is paid in full. The cancel is already committed when
 * this runs: a failure is logged and the token stays until the tab's table is given a new one.
 */
import type { TablesDeps } from "./tables-deps";

export async function renewTokenOfCancelledTab(deps: Pick<TablesDeps, "tables" | "log">, orderId: string): Promise<void> {
  try {
    const tab = await deps.tables.tabTableOf(deps.tables.db, orderId);
    if (tab && tab.tabState !== "closed") await deps.tables.renewTableToken(deps.tables.db, tab.locationId, tab.tableId);
  } catch (error) {
    deps.log.warn({ err: error, orderId }, "renewing the token of a cancelled tab's table failed");
  }
}
