/** For coupon limits (coupons): where each of some orders stands (issue 25: coupons query no orders table). */
import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema/orders";

/** An order's status, payment status and when it was placed. */
export interface OrderStanding {
  status: number;
  paymentStatus: number | null;
  createdAt: Date;
}

/** The orders' standings by order id (an unknown id is absent). */
export async function orderStandingsOf(executor: Executor, orderIds: readonly string[]): Promise<Map<string, OrderStanding>> {
  if (orderIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, createdAt: orders.createdAt })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map(({ id, ...standing }) => [id, standing]));
}
