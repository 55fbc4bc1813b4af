/**
 * Drizzle queries for paying a split table bill (issue 13): the part a payment is for (as the bills module reads it),
 * the parts of the bill's live plan, and closing the tab once it is paid. No rules here; the payment moves call them in their transaction.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderSplits } from "../../db/schema/bills";
import { orders } from "../../db/schema/orders";
import { type SplitRow, splitOfOrder } from "../bills/public";
import { createOrdersRepository, type Executor, tabCloser } from "../orders/public";

export type { SplitRow };
export type TabState = NonNullable<(typeof orders.$inferSelect)["tabState"]>;

export function splitBillPayments(db: Database) {
  const orderWrites = createOrdersRepository(db);
  return {
    /** A part of the order's bill (any plan, void parts too), or null: read as the bills module reads it. */
    splitOf: (orderId: string, splitId: string, executor: Executor = db): Promise<SplitRow | null> =>
      splitOfOrder(executor, orderId, splitId),

    /** The parts of the bill as it is split now (the newest plan, void parts left out), by position. */
    async livePlan(tx: Executor, orderId: string): Promise<SplitRow[]> {
      const rows = await tx
        .select()
        .from(orderSplits)
        .where(and(eq(orderSplits.orderId, orderId), ne(orderSplits.state, "void")))
        .orderBy(desc(orderSplits.planNo), orderSplits.position);
      const newest = rows[0]?.planNo;
      return rows.filter((r) => r.planNo === newest);
    },

    async markSplit(tx: Executor, splitId: string, state: "paid" | "unpaid", paidAt: Date | null): Promise<void> {
      await tx.update(orderSplits).set({ state, paidAt }).where(eq(orderSplits.id, splitId));
    },

    /** The tab's state and the order's status and type, or null when the order is not a tab. */
    async tabOf(tx: Executor, orderId: string): Promise<{ tabState: TabState; status: number; orderType: string } | null> {
      const [row] = await tx
        .select({ tabState: orders.tabState, status: orders.status, orderType: orders.orderType })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.tabState ? { ...row, tabState: row.tabState } : null;
    },

    async setOrderPaymentStatus(tx: Executor, orderId: string, paymentStatus: number | null, at: Date): Promise<void> {
      await tx.update(orders).set({ paymentStatus, updatedAt: at }).where(eq(orders.id, orderId));
    },

    /** Closing the tab (its table's QR token renewed with it) and moving the order's status are the orders module's own. */
    closeTab: tabCloser(db),
    moveOrderStatus: orderWrites.moveStatus,
  };
}
