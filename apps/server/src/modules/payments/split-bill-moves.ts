/**
 * What paying a table's bill (issue 13) reads and changes of other modules, through their public functions: the part a
 * payment is for and the parts of the live plan (bills), the tab's state, the order's payment status and status, and
 * closing the tab once it is paid (bills). The payment moves call them in their transaction.
 */
import type { Database } from "../../db/client";
import { closeTab, markPart, type SplitRow, splitOfOrder, standingParts } from "../bills/public";
import { type Executor, markPaymentStatus, moveOrderRowStatus, tabOf } from "../orders/public";

export type { TabState } from "../orders/public";
export type { SplitRow };

export function splitBillPayments(db: Database) {
  return {
    /** A part of the order's bill (any plan, void parts too), or null: read as the bills module reads it. */
    splitOf: (orderId: string, splitId: string, executor: Executor = db): Promise<SplitRow | null> =>
      splitOfOrder(executor, orderId, splitId),

    /** The parts of the bill as it is split now (the newest plan, void parts left out), by position: the bills module's. */
    livePlan: standingParts,
    markSplit: markPart,

    /** The tab's state and the order's status and type (null: not a tab), its payment status: the orders module's. */
    tabOf,
    setOrderPaymentStatus: markPaymentStatus,

    /** Closing the tab (its table's QR token renewed with it) is the bills module's; moving the order's status, orders'. */
    closeTab,
    moveOrderStatus: moveOrderRowStatus,
  };
}
