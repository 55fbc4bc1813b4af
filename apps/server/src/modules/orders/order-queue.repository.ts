/**
 * The restaurant's queue: its orders for now that are paid or to be paid at the counter and not yet accepted, in the
 * order they were placed. No rules beyond that definition here.
 */
import { AWAITING_RESTAURANT_STATUSES, QUEUED_PAYMENT_STATUSES } from "@forkful/contracts/order-status";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { orders } from "../../db/schema/orders";
import type { Executor } from "./order-rows";

const ahead = alias(orders, "ahead");

/** Contracts' isQueuedAtRestaurant, in SQL so the database filters (order-queue.test holds the two together). */
const queued = (table: typeof orders | typeof ahead) =>
  and(
    inArray(table.status, [...AWAITING_RESTAURANT_STATUSES]),
    inArray(table.paymentStatus, [...QUEUED_PAYMENT_STATUSES]),
    eq(table.orderTimeAsap, true),
    isNull(table.tabState),
  );

/**
 * Each of these orders that is queued, with its place: one and the number of its restaurant's queued orders placed
 * before it. One query, on the (location_id, status) index.
 */
export async function queuePlacesOf(executor: Executor, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const before = executor
    .select({ n: sql<number>`count(*)::int` })
    .from(ahead)
    .where(
      and(
        eq(ahead.locationId, orders.locationId),
        queued(ahead),
        sql`(${ahead.createdAt}, ${ahead.id}) < (${orders.createdAt}, ${orders.id})`,
      ),
    );
  const rows = await executor
    .select({ id: orders.id, before: sql<number>`(${before})` })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), queued(orders)));
  return new Map(rows.map((r) => [r.id, Number(r.before) + 1]));
}

export function orderQueueQueries(db: Executor) {
  return {
    /** Each queued order of these with its place in its restaurant's queue (see queuePlacesOf). */
    queuePlaces: (orderIds: string[], executor: Executor = db) => queuePlacesOf(executor, orderIds),
  };
}
