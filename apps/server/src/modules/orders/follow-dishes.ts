/**
 * The order's status follows its dishes (the kitchen's moves, a voided round): read again under the order's lock, it
 * takes each move statusFollow names, every one recorded with who made it.
 */
import { canMoveOrder, OrderStatus } from "@forkful/contracts/order-status";
import { KitchenItemStatus } from "@forkful/contracts/tabs";
import { ConflictError } from "../../lib/domain-errors";
import { lockOrderWithDishesRows } from "./kitchen-lines.repository";
import type { Executor, OrderItemRow, OrderRow } from "./order-rows";
import { moveStatusRow } from "./order-writes.repository";
import { ORDER_CHANGED_MEANWHILE } from "./reprice-order";

/** The order as it is after the moves, with its dishes and the status it came to. */
export interface FollowedOrder {
  order: OrderRow;
  dishes: OrderItemRow[];
  status: number;
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

/** Moves the order as its dishes say, inside the caller's transaction (which already holds the order's lock). */
export async function followDishes(tx: Executor, orderId: string, actor: string, at: Date): Promise<FollowedOrder> {
  const after = (await lockOrderWithDishesRows(tx, orderId))!;
  let status = after.order.status;
  for (const to of statusFollow(after.order, after.dishes)) {
    // Under the row lock the status cannot move: kept as the guard the kitchen always had.
    if (!(await moveStatusRow(tx, orderId, status, to, actor, at))) throw new ConflictError(ORDER_CHANGED_MEANWHILE);
    status = to;
  }
  return { ...after, status };
}
