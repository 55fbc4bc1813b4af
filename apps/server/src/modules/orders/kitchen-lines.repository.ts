/** Drizzle queries for what the kitchen reads and moves of orders: an order with its dishes, and a dish's kitchen state. No rules here. */
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { orderItems, orderStatusHistory, orders } from "../../db/schema/orders";
import type { Executor, OrderItemRow, OrderRow } from "./order-rows";

/** Locks the order's row until the transaction ends; reads it with its dishes (in the order they were put in the cart). */
export async function lockOrderWithDishesRows(tx: Executor, orderId: string): Promise<{ order: OrderRow; dishes: OrderItemRow[] } | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return null;
  const dishes = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.sortOrder));
  return { order, dishes };
}

/** The orders and dishes of these orders, dishes in the order they were put in the cart. */
export async function ordersWithDishesRows(
  executor: Executor,
  orderIds: string[],
): Promise<{ orders: OrderRow[]; dishes: OrderItemRow[] }> {
  if (orderIds.length === 0) return { orders: [], dishes: [] };
  const [found, dishes] = await Promise.all([
    executor.select().from(orders).where(inArray(orders.id, orderIds)),
    executor.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.sortOrder), asc(orderItems.id)),
  ]);
  return { orders: found, dishes };
}

/** The ids of a location's tabs whose status is none of `skipStatuses`. */
export async function tabIdsAt(executor: Executor, locationId: number, skipStatuses: number[]): Promise<string[]> {
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.locationId, locationId), isNotNull(orders.tabState), notInArray(orders.status, skipStatuses)));
  return rows.map((r) => r.id);
}

/** A move of some of an order's dishes from one kitchen state (null: sent) to another. */
export interface DishMove {
  lineIds: number[];
  from: number | null;
  to: number;
  at: Date;
}

/** Moves dishes still in `from` to `to`; the ids of those that moved. */
export async function moveDishRows(tx: Executor, orderId: string, { lineIds, from, to, at }: DishMove): Promise<number[]> {
  if (lineIds.length === 0) return [];
  const rows = await tx
    .update(orderItems)
    .set({ itemStatus: to, itemStatusAt: at })
    .where(
      and(eq(orderItems.orderId, orderId), inArray(orderItems.id, lineIds), sql`${orderItems.itemStatus} is not distinct from ${from}`),
    )
    .returning({ id: orderItems.id });
  return rows.map((r) => r.id);
}

/** The ids of a location's orders that are not tabs, whose status is one of `statuses`. */
export async function nonTabIdsAt(executor: Executor, locationId: number, statuses: number[]): Promise<string[]> {
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.locationId, locationId), isNull(orders.tabState), inArray(orders.status, statuses)));
  return rows.map((r) => r.id);
}

/** When each of these orders first reached `status` (an order that never did is absent). */
export async function reachedAtRows(executor: Executor, orderIds: string[], status: number): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await executor
    .select({ orderId: orderStatusHistory.orderId, at: sql<Date>`min(${orderStatusHistory.at})`.mapWith(orderStatusHistory.at) })
    .from(orderStatusHistory)
    .where(and(inArray(orderStatusHistory.orderId, orderIds), eq(orderStatusHistory.status, status)))
    .groupBy(orderStatusHistory.orderId);
  return new Map(rows.map((r) => [r.orderId, r.at]));
}
