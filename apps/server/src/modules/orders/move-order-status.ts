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
}

/** Paid, to be paid at the restaurant, nothing to pay, or a table's tab, paid at the end (issue 13). */
const mayGoAhead = (order: OrderRecord["order"]) => order.tabState !== null || paymentIsSettled(order);

const isCancel = (status: number) => status === OrderStatus.CancelledByCustomer || status === OrderStatus.CancelledByMerchant;

export async function moveOrderStatus(deps: MoveOrderStatusDeps, { orderId, to, actor, guard }: StatusMove): Promise<Order> {
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
  await orders.transaction(async (tx) => {
    // Under the lock payment moves take: a pay at the restaurant switched to a card meanwhile is unpaid again; a
    // cancel gives back the lines the order holds now.
    const locked = await orders.lockOrder(tx, orderId);
    if (!cancelling && !mayGoAhead(locked.order)) throw new ConflictError(REFUSALS.ORDER_UNPAID);
    if (!(await orders.moveStatus(tx, orderId, order.status, to, actor, now))) throw new ConflictError(ORDER_CHANGED_MEANWHILE);
    if (cancelling) await giveBackHolds(tx, locked);
  });
  if (cancelling) {
    void deps.events.publish("stockChanged", { locationId: order.locationId });
    // The payment is released or given back before the cancel call answers.
    await deps.events.publish("orderCancelled", { orderId });
  }
  await publishStatus(deps.events, { orderId, locationId: order.locationId }, to, now);
  // Accepted or cancelled while it waited: the orders queued behind it move up.
  if (AWAITING_RESTAURANT_STATUSES.includes(order.status)) await deps.events.publish("queueMoved", { locationId: order.locationId });
  await deps.events.publish("orderMoved", { orderId, orderType: order.orderType, from: order.status, to });
  return toOrderDto((await orders.findOrder(orderId))!);
}
