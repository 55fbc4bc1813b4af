/** Drizzle queries for orders running late (issue 26): which are past their promised time, and moving that time. No rules here. */
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { orders } from "../../db/schema/orders";
import type { Executor } from "./order-rows";

export interface LateOrderRow {
  orderId: string;
  locationId: number;
  orderNumber: string;
  customerId: string | null;
  phone: string;
  currency: "USD" | "INR";
  promisedAt: Date;
}

const lateColumns = {
  orderId: orders.id,
  locationId: orders.locationId,
  orderNumber: orders.orderNumber,
  customerId: orders.customerId,
  phone: orders.phone,
  currency: orders.currency,
  promisedAt: orders.etaAt,
};

/** Orders in one of `statuses` (not a table's tab) whose promised time is before `before`, oldest promise first. */
export async function ordersPromisedBefore(executor: Executor, before: Date, statuses: readonly number[]): Promise<LateOrderRow[]> {
  const rows = await executor
    .select(lateColumns)
    .from(orders)
    .where(and(inArray(orders.status, [...statuses]), isNull(orders.tabState), lt(orders.etaAt, before)))
    .orderBy(orders.etaAt)
    .limit(500);
  return rows.filter((r): r is LateOrderRow => r.promisedAt !== null);
}

/** Of these orders, those still in one of `statuses`, with their status. */
export async function ordersStillIn(executor: Executor, orderIds: string[], statuses: readonly number[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), inArray(orders.status, [...statuses])));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Moves the promised time from `from` to `to` while the order is still in one of `statuses`; false when it moved meanwhile. */
export async function movePromisedTime(
  executor: Executor,
  move: { orderId: string; from: Date; to: Date; at: Date },
  statuses: readonly number[],
): Promise<{ status: number } | null> {
  const [row] = await executor
    .update(orders)
    .set({ etaAt: move.to, updatedAt: move.at })
    .where(and(eq(orders.id, move.orderId), eq(orders.etaAt, move.from), inArray(orders.status, [...statuses])))
    .returning({ status: orders.status });
  return row ?? null;
}
