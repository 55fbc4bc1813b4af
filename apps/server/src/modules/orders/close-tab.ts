/**
 * A table's tab closes once its bill is paid in full (decision 028). In the same transaction the table's QR token is
 * renewed, so the party that sat there (and anyone they passed the code to) can no longer look at the table, order to
 * it or call from it: the next party's card carries the new code. (A cancelled tab renews it too: tables listens.)
 */
import type { Database } from "../../db/client";
import { renewTableToken } from "../tables/public";
import { createOrdersRepository, type Executor, type OrdersRepository } from "./orders.repository";
import type { OrdersDeps } from "./orders-deps";

type TabEndDeps = { orders: Pick<OrdersRepository, "closeTab">; tables: Pick<OrdersDeps["tables"], "renewTableToken"> };

/** Closes the tab and renews its table's token. */
export async function closeTab(deps: TabEndDeps, tx: Executor, orderId: string, at: Date): Promise<void> {
  const closed = await deps.orders.closeTab(tx, orderId, at);
  if (closed?.tableId) await deps.tables.renewTableToken(tx, closed.locationId, closed.tableId);
}

/** Closing a tab as the payments module does it, in its own transaction. */
export function tabCloser(db: Database): (tx: Executor, orderId: string, at: Date) => Promise<void> {
  const deps = { orders: createOrdersRepository(db), tables: { renewTableToken } };
  return (tx, orderId, at) => closeTab(deps, tx, orderId, at);
}
