/** Read functions: how many orders a location took in a window, and the dishes in most of them (for popular-dishes). */
import { countDistinctOrders, dishCountsIn, type OrdersWindow } from "./order-counts.repository";
import type { Executor } from "./order-rows";

export type { OrdersWindow } from "./order-counts.repository";

/** The orders placed at the location in the window, but those in the statuses it leaves out. */
export function ordersPlacedIn(executor: Executor, window: OrdersWindow): Promise<number> {
  return countDistinctOrders(executor, window);
}

/** The dishes in most of those orders, with how many orders each was in: most first (ties: the lower id), at most `limit`. */
export function dishesOrderedMost(
  executor: Executor,
  window: OrdersWindow,
  limit: number,
): Promise<{ itemId: number; orderCount: number }[]> {
  return dishCountsIn(executor, window, limit);
}
