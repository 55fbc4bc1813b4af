/**
 * The order's status follows its dishes (the kitchen's moves, a voided round): read again under the order's lock, it
 * takes each move statusFollow names, every one recorded with who made it.
 */
import { ConflictError } from "../../lib/domain-errors";
import { lockForKitchen, type RoundRow } from "./kitchen.repository";
import { statusFollow } from "./kitchen-rules";
import type { Executor, OrderItemRow, OrderRow } from "./order-rows";
import { moveStatusRow } from "./order-writes.repository";
import { ORDER_CHANGED_MEANWHILE } from "./reprice-order";

/** The tab as it is after the moves, with the status it came to. */
export interface FollowedTab {
  order: OrderRow;
  dishes: OrderItemRow[];
  rounds: RoundRow[];
  status: number;
}

/** Moves the order as its dishes say, inside the caller's transaction (which already holds the order's lock). */
export async function followDishes(tx: Executor, orderId: string, actor: string, at: Date): Promise<FollowedTab> {
  const after = (await lockForKitchen(tx, orderId))!;
  let status = after.order.status;
  for (const to of statusFollow(after.order, after.dishes)) {
    // Under the row lock the status cannot move: kept as the guard the kitchen always had.
    if (!(await moveStatusRow(tx, orderId, status, to, actor, at))) throw new ConflictError(ORDER_CHANGED_MEANWHILE);
    status = to;
  }
  return { ...after, status };
}
