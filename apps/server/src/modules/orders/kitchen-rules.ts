/**
 * What the kitchen may do (issue 13), as plain functions over the order as it is under its lock: which moves are
 * refused (each with its 409 text) and which order status follows from the dishes.
 */
import { canMoveOrder, FINAL_ORDER_STATUSES, isCancelledOrder, OrderStatus } from "@forkful/contracts/order-status";
import { canMoveKitchenItem, KITCHEN_REFUSALS, KitchenItemStatus, KitchenTicketStatus, kitchenItemWord } from "@forkful/contracts/tabs";
import type { OrderItemRow, OrderRow } from "./order-rows";

/** Why the kitchen may not touch this order at all, or null when it may. */
export function orderRefusal(order: OrderRow): string | null {
  if (!order.tabState) return KITCHEN_REFUSALS.notATab;
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

/**
 * The order moves that follow from its dishes, in order: the first dish started takes an accepted (or served) order
 * into preparation; every dish served makes it a served contactless order, and a completed one if its tab is closed.
 */
export function statusFollow(order: OrderRow, dishes: OrderItemRow[]): number[] {
  const moves: number[] = [];
  let status = order.status;
  const step = (to: number) => {
    if (!canMoveOrder(status, to, order.orderType)) return false;
    moves.push(to);
    status = to;
    return true;
  };
  const started = dishes.some((d) => d.itemStatus !== null);
  const allServed = dishes.length > 0 && dishes.every((d) => d.itemStatus === KitchenItemStatus.Served);
  if (started && !allServed && (status === OrderStatus.Accepted || status === OrderStatus.ContactlessOrderServed)) {
    step(OrderStatus.BeingPrepared);
  }
  if (allServed) {
    if (status === OrderStatus.Accepted) step(OrderStatus.BeingPrepared);
    if (step(OrderStatus.ContactlessOrderServed) && order.tabState === "closed") step(OrderStatus.Complete);
  }
  return moves;
}
