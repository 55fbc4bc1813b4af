import type { MenuType } from "@forkful/contracts/merchants";
import type { Order } from "@forkful/contracts/orders";
import type { QueryClient } from "@tanstack/react-query";

/**
 * The query keys of server state that more than one feature reads or changes: an order (the orders feature reads it;
 * placing it, tipping, coupons, offers and payments change it), a diner's orders, and a restaurant's menus (stock
 * changes when an order is placed). Each feature's api/ file uses these; nobody builds them by hand.
 */

/** Every query of one order starts with this key (its split and transaction variants too). */
export const orderQueryKey = (orderId: string) => ["order", orderId] as const;

export interface OrderRef {
  orderId: string;
  splitId?: string | null;
  transactionId?: string | null;
}

/** One order query: the order, or one of its splits or transactions. */
export const orderRefQueryKey = ({ orderId, splitId, transactionId }: OrderRef) =>
  [...orderQueryKey(orderId), splitId ?? null, transactionId ?? null] as const;

/** Every query of one diner's own data (orders, cards, profile) starts with this key: it leaves the cache when the diner changes. */
export const accountQueryKey = (customerId: string) => ["account", customerId] as const;

/** A signed-in diner's orders. */
export const customerOrdersQueryKey = (customerId: string) => [...accountQueryKey(customerId), "orders"] as const;

/** Every menu query of a restaurant starts with this key. */
export const menuQueryKey = (locationId: number) => ["menu", locationId] as const;

/** A restaurant's Popular dishes (GET /order/popular-dishes/{locationId}). */
export const popularDishesQueryKey = (locationId: number) => ["popular-dishes", locationId] as const;

/** A restaurant's menu of one order type (POST /merchants/menu/v2). */
export const menuTypeQueryKey = (locationId: number, menuType: MenuType) => [...menuQueryKey(locationId), menuType] as const;

/** A call answered the order as it now is: every query of it shows that. */
export function setOrderQueries(queryClient: QueryClient, order: Order) {
  queryClient.setQueriesData({ queryKey: orderQueryKey(order.orderId) }, order);
}

/** The order changed on the server (a payment, a cancellation): its queries and the diner's orders are asked again. */
export function invalidateOrderQueries(queryClient: QueryClient, order: Pick<Order, "orderId" | "customerId">) {
  void queryClient.invalidateQueries({ queryKey: orderQueryKey(order.orderId) });
  if (order.customerId) void queryClient.invalidateQueries({ queryKey: customerOrdersQueryKey(order.customerId) });
}

/** A restaurant's stock changed (an order was placed): its menus are asked again. */
export function invalidateMenuQueries(queryClient: QueryClient, locationId: number) {
  void queryClient.invalidateQueries({ queryKey: menuQueryKey(locationId) });
}
