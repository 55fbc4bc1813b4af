/**
 * What the payments module reads and changes of a split bill, as the bills module's own functions (issue 25): the
 * parts standing and a part paid (or unpaid again). Each runs in the caller's transaction, under the order's lock.
 */
import type { Executor } from "../orders/public";
import type { SplitRow } from "./bills.repository";
import { standingPartRows, writePartState } from "./part-payments.repository";

/** The parts of the bill as it is split now (the newest plan, void parts left out), by position. */
export function standingParts(tx: Executor, orderId: string): Promise<SplitRow[]> {
  return standingPartRows(tx, orderId);
}

/** A part is paid (with when) or unpaid again. */
export function markPart(tx: Executor, splitId: string, state: "paid" | "unpaid", paidAt: Date | null): Promise<void> {
  return writePartState(tx, splitId, state, paidAt);
}
