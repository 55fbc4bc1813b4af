/**
 * What the kitchen reads and moves of orders (read functions and operations for the kitchen module), taking the
 * database or the caller's transaction: an order locked with its dishes, orders with their dishes, a restaurant's tabs
 * still going, and a dish's kitchen state. The order's status then follows its dishes (followDishes).
 */
import {
  type DishMove,
  lockOrderWithDishesRows,
  moveDishRows,
  nonTabIdsAt,
  ordersWithDishesRows,
  reachedAtRows,
  tabIdsAt,
} from "./kitchen-lines.repository";
import type { Executor, OrderItemRow, OrderRow } from "./order-rows";

export type { DishMove } from "./kitchen-lines.repository";

/** An order with its dishes, in the order they were put in the cart. */
export interface OrderWithDishes {
  order: OrderRow;
  dishes: OrderItemRow[];
}

/** Locks the order's row until the caller's transaction ends and reads it with its dishes as they now are; null: no such order. */
export function lockOrderWithDishes(tx: Executor, orderId: string): Promise<OrderWithDishes | null> {
  return lockOrderWithDishesRows(tx, orderId);
}

/** These orders and all their dishes (dishes in cart order). */
export function ordersWithDishes(executor: Executor, orderIds: string[]): Promise<{ orders: OrderRow[]; dishes: OrderItemRow[] }> {
  return ordersWithDishesRows(executor, orderIds);
}

/** The ids of a restaurant's tabs whose status is none of `skipStatuses`. */
export function tabsAt(executor: Executor, locationId: number, skipStatuses: number[]): Promise<string[]> {
  return tabIdsAt(executor, locationId, skipStatuses);
}

/** The ids of a restaurant's orders that are not tabs (pickup, delivery, dine-in) whose status is one of `statuses`. */
export function nonTabOrdersAt(executor: Executor, locationId: number, statuses: number[]): Promise<string[]> {
  return nonTabIdsAt(executor, locationId, statuses);
}

/** When each of these orders first reached `status` (accepted: when the kitchen received it). */
export function reachedStatusAt(executor: Executor, orderIds: string[], status: number): Promise<Map<string, Date>> {
  return reachedAtRows(executor, orderIds, status);
}

/**
 * Moves the order's dishes still in kitchen state `from` (null: sent) to `to`, in the caller's transaction (which holds
 * the order's lock); answers the ids of those that moved.
 */
export function setDishKitchenState(tx: Executor, orderId: string, move: DishMove): Promise<number[]> {
  return moveDishRows(tx, orderId, move);
}
