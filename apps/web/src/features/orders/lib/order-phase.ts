/**
 * Where an order stands for the diner, beyond its status code: waiting for its payment (placed, neither paid nor to
 * be paid at the restaurant, and released at `paymentDueAt` if nobody pays), released for not being paid, cancelled,
 * finished, or on its way. The headline is the spec's §4 label where it gives one.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { FINAL_ORDER_STATUSES, isCancelledOrder, OrderStatus, orderLabel } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { SETTLED_PAYMENT_STATES } from "@forkful/contracts/payments";

export type OrderPhase = "awaiting-payment" | "released" | "cancelled" | "finished" | "active";

type PhaseFields = Pick<Order, "status" | "paymentDueAt" | "releasedUnpaidAt"> &
  Partial<Pick<Order, "paymentStatus" | "payment" | "totals" | "customerId" | "tab">>;

// Settled, or given back: nothing is waited for from the diner either way.
const SETTLED_PAYMENTS: readonly string[] = [...SETTLED_PAYMENT_STATES, "refunded"];

/**
 * Not yet accepted, something to pay, and no payment settled (none, failed, or under way): read from the owner's view
 * of the payment too, so an order waits for payment even when its answer carries no due time.
 */
function unpaidByItsPayment(order: PhaseFields): boolean {
  // A table's tab is paid at the end: it never waits for a payment before the kitchen.
  if (order.tab) return false;
  if (order.status !== OrderStatus.Created && order.status !== OrderStatus.Modified) return false;
  if (!order.customerId || !order.totals || order.totals.total <= 0) return false;
  return !order.payment || !SETTLED_PAYMENTS.includes(order.payment.state);
}

export function orderPhase(order: PhaseFields): OrderPhase {
  if (order.releasedUnpaidAt) return "released";
  if (isCancelledOrder(order.status)) return "cancelled";
  if (FINAL_ORDER_STATUSES.includes(order.status)) return "finished";
  if (order.paymentDueAt || unpaidByItsPayment(order)) return "awaiting-payment";
  return "active";
}

export const isAwaitingPayment = (order: PhaseFields) => orderPhase(order) === "awaiting-payment";

/** Over for the diner: nothing more will happen to it (they may order it again). */
export const isOrderOver = (order: PhaseFields) => orderPhase(order) !== "awaiting-payment" && orderPhase(order) !== "active";

export const RELEASED_HEADLINE = "Order released";

/**
 * The order's state in a few words: "Waiting for payment", "Order released", or the label of spec §4 as contracts
 * derive it from the status and the payment ("In Queue" while paid and waiting for the restaurant).
 */
export function orderHeadline(order: PhaseFields): string {
  const phase = orderPhase(order);
  if (phase === "awaiting-payment") return MESSAGES.waitingForPayment;
  if (phase === "released") return RELEASED_HEADLINE;
  return orderLabel({ status: order.status, paymentStatus: order.paymentStatus ?? null });
}
