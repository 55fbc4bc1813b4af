/**
 * What the kitchen may do (issue 13), as plain functions over the order as it is under its lock: which moves are
 * refused (each with its 409 text). The order status that follows from the dishes is the orders module's (followDishes).
 */
import { FINAL_ORDER_STATUSES, isCancelledOrder, OrderStatus } from "@forkful/contracts/order-status";
import { canMoveKitchenItem, KITCHEN_REFUSALS, KitchenItemStatus, KitchenTicketStatus, kitchenItemWord } from "@forkful/contracts/tabs";
import type { OrderItemRow, OrderRow } from "../orders/public";

/** Why the kitchen may not touch this order at all, or null when it may (an order that is not a tab: its dishes only). */
export function orderRefusal(order: OrderRow): string | null {
  if (isCancelledOrder(order.status) || FINAL_ORDER_STATUSES.includes(order.status)) return KITCHEN_REFUSALS.orderOver;
  if (order.status < OrderStatus.Accepted) return KITCHEN_REFUSALS.notAccepted;
  return null;
}

/** Why a dish may not move to `to` while its ticket is `ticketStatus`, or null when it may. */
export function dishRefusal(dish: OrderItemRow, ticketStatus: number | null, to: number): string | null {
  if (!canMoveKitchenItem(dish.itemStatus, to)) return KITCHEN_REFUSALS.itemMove(kitchenItemWord(dish.itemStatus), kitchenItemWord(to));
  if (to === KitchenItemStatus.Served && ticketStatus !== KitchenTicketStatus.Ready) return KITCHEN_REFUSALS.serveBeforeTicket;
  return null;
}

/** Why a round's ticket may not move to `to`, or null when it may. */
export function ticketRefusal(ticketStatus: number | null, dishes: OrderItemRow[], to: number): string | null {
  if (ticketStatus === KitchenTicketStatus.Served) return KITCHEN_REFUSALS.ticketServed;
  if (to === KitchenTicketStatus.Ready) {
    if (ticketStatus === KitchenTicketStatus.Ready) return KITCHEN_REFUSALS.ticketAlready;
    if (!dishes.every((d) => d.itemStatus === KitchenItemStatus.Ready)) return KITCHEN_REFUSALS.ticketNotReady;
    return null;
  }
  // Serving a ticket serves its dishes: only a ready ticket is served.
  if (ticketStatus !== KitchenTicketStatus.Ready) return KITCHEN_REFUSALS.serveBeforeTicket;
  return null;
}
