/**
 * The order row's changes that bills and payments make, as the orders module's own operations (issue 25: order rows
 * change only through orders). Each runs in the caller's transaction; the caller holds the order's lock (taken with
 * lockOrderTotals, or the orders module's lockOrder) in the lock order it always took.
 */
import { lockTotalsRow, type TabState, tabRowOf, writePaymentStatus, writeTabState } from "./order-marks.repository";
import type { Executor } from "./order-rows";
import { moveStatusRow } from "./order-writes.repository";
import { closeTabRow } from "./tab-rows.repository";

export type { TabState } from "./order-marks.repository";

/** Locks the order (FOR UPDATE) and answers its total, status and tab state (null: not a tab); null when there is no such order. */
export function lockOrderTotals(
  tx: Executor,
  orderId: string,
): Promise<{ total: number; status: number; tabState: TabState | null; locationId: number; orderTimeAsap: boolean } | null> {
  return lockTotalsRow(tx, orderId);
}

/** The tab's state and the order's status and type, or null when the order is not a tab. */
export async function tabOf(
  executor: Executor,
  orderId: string,
): Promise<{ tabState: TabState; status: number; orderType: string } | null> {
  const row = await tabRowOf(executor, orderId);
  return row?.tabState ? { ...row, tabState: row.tabState } : null;
}

/** The order shows the status of its live payment (null: none). */
export function markPaymentStatus(tx: Executor, orderId: string, paymentStatus: number | null, at: Date): Promise<void> {
  return writePaymentStatus(tx, orderId, paymentStatus, at);
}

/** A tab's bill is being settled (split) or open again. */
export function setTabState(tx: Executor, orderId: string, tabState: "open" | "settling", at: Date): Promise<void> {
  return writeTabState(tx, orderId, tabState, at);
}

/** Moves the order from `from` to `to` with its history (false: it had moved meanwhile); no event is published. */
export function moveOrderRowStatus(tx: Executor, orderId: string, from: number, to: number, actor: string, at: Date): Promise<boolean> {
  return moveStatusRow(tx, orderId, from, to, actor, at);
}

/** The tab is closed (its bill paid in full); answers its restaurant and table, or null when there is no such order. */
export function closeTabOrder(tx: Executor, orderId: string, at: Date): Promise<{ locationId: number; tableId: string | null } | null> {
  return closeTabRow(tx, orderId, at);
}
