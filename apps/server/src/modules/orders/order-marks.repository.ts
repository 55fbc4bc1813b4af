/** Drizzle queries for the marks a bill or a payment leaves on the order's row: its tab state and payment status. No rules here. */
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema/orders";
import type { Executor, OrderRow } from "./order-rows";

export type TabState = NonNullable<OrderRow["tabState"]>;

/** Locks the order's row (FOR UPDATE) and answers its total, status, tab state, location and timing. */
export async function lockTotalsRow(tx: Executor, orderId: string) {
  const [order] = await tx
    .select({
      total: orders.total,
      status: orders.status,
      tabState: orders.tabState,
      locationId: orders.locationId,
      orderTimeAsap: orders.orderTimeAsap,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return order ?? null;
}

export async function tabRowOf(executor: Executor, orderId: string) {
  const [row] = await executor
    .select({ tabState: orders.tabState, status: orders.status, orderType: orders.orderType })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function writePaymentStatus(tx: Executor, orderId: string, paymentStatus: number | null, at: Date): Promise<void> {
  await tx.update(orders).set({ paymentStatus, updatedAt: at }).where(eq(orders.id, orderId));
}

export async function writeTabState(tx: Executor, orderId: string, tabState: TabState, at: Date): Promise<void> {
  await tx.update(orders).set({ tabState, updatedAt: at }).where(eq(orders.id, orderId));
}
