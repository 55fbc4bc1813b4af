/** Drizzle queries that count a location's recent orders and the dishes in them (the menu's Popular section). No rules here. */
import { and, countDistinct, desc, eq, gte, notInArray } from "drizzle-orm";
import { orderItems, orders } from "../../db/schema/orders";
import type { Executor } from "./order-rows";

export interface OrdersWindow {
  locationId: number;
  since: Date;
  /** Orders in these statuses are not counted (cancelled ones). */
  leaveOut: readonly number[];
}

const placedIn = ({ locationId, since, leaveOut }: OrdersWindow) =>
  and(eq(orders.locationId, locationId), gte(orders.createdAt, since), notInArray(orders.status, [...leaveOut]));

export async function countDistinctOrders(executor: Executor, window: OrdersWindow): Promise<number> {
  const [row] = await executor
    .select({ n: countDistinct(orders.id) })
    .from(orders)
    .where(placedIn(window));
  return row?.n ?? 0;
}

/** Each dish with the number of orders it was in, most first (ties: the lower id), at most `limit`. */
export function dishCountsIn(executor: Executor, window: OrdersWindow, limit: number): Promise<{ itemId: number; orderCount: number }[]> {
  const orderCount = countDistinct(orderItems.orderId);
  return executor
    .select({ itemId: orderItems.itemId, orderCount })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(placedIn(window))
    .groupBy(orderItems.itemId)
    .orderBy(desc(orderCount), orderItems.itemId)
    .limit(limit);
}
