/**
 * For the courier watch (delivery): the status and restaurant of each of some orders (issue 25: it queries no orders
 * table); for owed refunds (payments): the orders cancelled lately.
 */
import { CANCELLED_ORDER_STATUSES } from "@forkful/contracts/order-status";
import { and, asc, gt, gte, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema/orders";

export interface OrderStatusAt {
  status: number;
  locationId: number;
}

/** The orders' statuses and restaurants by order id (an unknown id is absent). */
export async function orderStatusesOf(executor: Executor, orderIds: readonly string[]): Promise<Map<string, OrderStatusAt>> {
  if (orderIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: orders.id, status: orders.status, locationId: orders.locationId })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, { status: row.status, locationId: row.locationId }]));
}

/** A page of the orders cancelled (by the diner or the restaurant) at or after `since`, by id after `afterId`. */
export async function ordersCancelledSince(executor: Executor, since: Date, afterId: string | null, limit: number): Promise<string[]> {
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...CANCELLED_ORDER_STATUSES]),
        gte(orders.updatedAt, since),
        afterId === null ? undefined : gt(orders.id, afterId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
