/**
 * Moving an order to a new status, if the move is allowed; cancelling puts stock and wallet back. Only cancelling
 * needs no payment: an order goes ahead once paid, to be paid at the restaurant, or with nothing to pay.
 */
import { AWAITING_RESTAURANT_STATUSES, canMoveOrder, OrderStatus, orderStatusText } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { REFUSALS } from "@forkful/contracts/refusals";
import { paymentIsSettled } from "@forkful/contracts/unpaid-orders";
import { ConflictError } from "../../lib/domain-errors";
import { giveBackHolds } from "./give-back-holds";
import { toOrderDto } from "./order-mapper";
import { orderById } from "./order-queries";
import type { OrderRecord } from "./orders.repository";
import type { OrdersDeps } from "./orders-deps";
import { publishStatus } from "./publish-status";
import { ORDER_CHANGED_MEANWHILE } from "./reprice-order";

export type MoveOrderStatusDeps = Pick<OrdersDeps, "events" | "clock"> & {
  orders: Pick<OrdersDeps["orders"], "findOrder" | "transaction" | "lockOrder" | "moveStatus">;
};

export interface StatusMove {
  orderId: string;
  to: number;
  /** Who moves it, as the history records it ("staff:{id}", "customer:{id}", "guest"). */
  actor: string;
  /** Refuses the move for this caller (throws), e.g. an order of another restaurant. */
  guard?: (record: OrderRecord) => void;
  /** Accepting: the kitchen's prep time (minutes); the promised time becomes now + it (never before a chosen time). */
  prepMinutes?: number;
  /** Cancelling by the restaurant: why, recorded in the history and shown to the diner. */
  reason?: string;
}

/** An accepted order's promised time: now + the prep time, never earlier than the time the diner chose. */
function promisedTime(order: OrderRecord["order"], now: Date, prepMinutes: number | undefined): Date | undefined {
  if (prepMinutes === undefined) return undefined;
  const ready = now.getTime() + prepMinutes * 60_000;
  return new Date(Math.max(ready, order.scheduledAt?.getTime() ?? 0));
}

/** Paid, to be paid at the restaurant, nothing to pay, or a table's tab, paid at the end (issue 13). */
const mayGoAhead = (order: OrderRecord["order"]) => order.tabState !== null || paymentIsSettled(order);

const isCancel = (status: number) => status === OrderStatus.CancelledByCustomer || status === OrderStatus.CancelledByMerchant;

export async function moveOrderStatus(deps: MoveOrderStatusDeps, move: StatusMove): Promise<Order> {
  const { orderId, to, actor, guard, reason } = move;
  const { orders } = deps;
  const record = await orderById(deps, orderId);
  guard?.(record);
  const { order } = record;
  if (!canMoveOrder(order.status, to, order.orderType)) {
    throw new ConflictError(REFUSALS.ORDER_CANNOT_MOVE(orderStatusText(order.status), orderStatusText(to)));
  }
  const now = deps.clock();
  const cancelling = isCancel(to);
  if (!cancelling && !mayGoAhead(order)) throw new ConflictError(REFUSALS.ORDER_UNPAID);
  const etaAt = promisedTime(order, now, move.prepMinutes);
  const says = { reason, prepMinutes: move.prepMinutes, etaAt };
  await orders.transaction(async (tx) => {
    // Under the lock payment moves take: a pay at the restaurant switched to a card meanwhile is unpaid again; a
    // cancel gives back the lines the order holds now.
    const locked = await orders.lockOrder(tx, orderId);
    if (!cancelling && !mayGoAhead(locked.order)) throw new ConflictError(REFUSALS.ORDER_UNPAID);
    if (!(await orders.moveStatus(tx, orderId, order.status, to, actor, now, says))) throw new ConflictError(ORDER_CHANGED_MEANWHILE);
    if (cancelling) await giveBackHolds(tx, locked);
  });
  if (cancelling) {
    void deps.events.publish("stockChanged", { locationId: order.locationId });
    // The payment is released or given back before the cancel call answers.
    await deps.events.publish("orderCancelled", { orderId });
  }
  const told = { etaTime: etaAt?.toISOString(), cancelReason: reason };
  await publishStatus(deps.events, { orderId, locationId: order.locationId }, to, now, told);
  // Accepted or cancelled while it waited: the orders queued behind it move up.
  if (AWAITING_RESTAURANT_STATUSES.includes(order.status)) await deps.events.publish("queueMoved", { locationId: order.locationId });
  await deps.events.publish("orderMoved", { orderId, orderType: order.orderType, from: order.status, to });
  return toOrderDto((await orders.findOrder(orderId))!);
}
