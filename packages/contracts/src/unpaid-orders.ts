/**
 * Orders placed but not paid (issue 11, decision 017): staff may not move them forward, and nobody paying them
 * within UNPAID_ORDER_RELEASE_MINUTES releases them (cancelled as by the diner, every hold given back).
 */
import { UNPAID_ORDER_RELEASE_MINUTES } from "./constants";
import { OrderStatus } from "./order-status";
import { type PaymentState, PaymentStatus } from "./payments";

/** Payment statuses that let the restaurant go ahead: paid (19), or to be paid at the restaurant (25). */
export const SETTLED_PAYMENT_STATUSES: readonly number[] = [PaymentStatus.Collected, PaymentStatus.AtLocation];

/** Statuses an unpaid order waits in; only these are ever released. */
export const RELEASABLE_ORDER_STATUSES: readonly number[] = [OrderStatus.Created, OrderStatus.Modified];

/**
 * A released order is cancelled as by the diner (8): leaving it unpaid was the diner's choice, and a restaurant's
 * cancellations (9) are what its reliability is judged on.
 */
export const RELEASED_UNPAID_STATUS = OrderStatus.CancelledByCustomer;

/** True when the restaurant may go ahead: paid, to be paid at the restaurant, or nothing to pay. */
export function paymentIsSettled(order: { paymentStatus: number | null; total: number }): boolean {
  return order.total <= 0 || (order.paymentStatus !== null && SETTLED_PAYMENT_STATUSES.includes(order.paymentStatus));
}

/** When an order placed at `placedAt` is released if nobody has paid it. */
export function paymentDueAfter(placedAt: Date): Date {
  return new Date(placedAt.getTime() + UNPAID_ORDER_RELEASE_MINUTES * 60_000);
}

/** A payment the release waits for: a card attempt at the processor, or a link or UPI request the payer may still pay. */
export interface PaymentInFlight {
  state: PaymentState;
  linkExpiresAt: Date | null;
  updatedAt: Date;
}

/** Card states waiting on the processor (or on the collect that follows an authorization). */
const CARD_IN_FLIGHT: readonly PaymentState[] = ["authorizing", "authorized", "collecting"];

/**
 * True while a payment may still complete, so the order is not released under it: a link or QR until it expires, a
 * card attempt until it has been still for a whole release window (after that, whatever the processor says later is
 * given back, as for any cancelled order).
 */
export function paymentHoldsRelease(payment: PaymentInFlight, now: Date): boolean {
  const windowEnd = paymentDueAfter(payment.updatedAt).getTime();
  if (payment.state === "awaiting_payer") return (payment.linkExpiresAt?.getTime() ?? windowEnd) > now.getTime();
  return CARD_IN_FLIGHT.includes(payment.state) && windowEnd > now.getTime();
}
