/**
 * A table's tab closes once its bill is paid in full (decision 028). In the same transaction the table's QR token is
 * renewed, so the party that sat there (and anyone they passed the code to) can no longer look at the table, order to
 * it or call from it: the next party's card carries the new code. (A cancelled tab renews it too: tables listens.)
 */
import type { Executor } from "../../db/client";
import { closeTabOrder } from "../orders/public";
import { renewTableToken } from "../tables/public";

/** Closes the tab and renews its table's token (in the caller's transaction). */
export async function closeTab(tx: Executor, orderId: string, at: Date): Promise<void> {
  const closed = await closeTabOrder(tx, orderId, at);
  if (closed?.tableId) await renewTableToken(tx, closed.locationId, closed.tableId);
}
