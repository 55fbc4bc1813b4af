/**
 * The payment state machine (both sides read it): which moves a payment may make, the states that hold an order's
 * money, and which a new way of paying closes.
 */
import { FAILED_PAYMENT_STATES, type PaymentState } from "./payments";

/** While a payment is in one of these, the order's amount may not change and no other payment may start. */
export const HOLDING_STATES: readonly PaymentState[] = ["authorizing", "authorized", "collecting", "collected"];
/** Closed (cancelled) when the diner starts another way of paying. */
export const REPLACEABLE_STATES: readonly PaymentState[] = ["started", "awaiting_payer", "at_location"];
/** States a card attempt may start from. */
export const ATTEMPTABLE_STATES: readonly PaymentState[] = ["started", ...FAILED_PAYMENT_STATES];

/** A payment in one of these holds the money or awaits a payer (a link, a QR, the counter): what it pays stays as it is. */
export const MONEY_LOCKING_STATES: readonly PaymentState[] = [...HOLDING_STATES, "awaiting_payer", "at_location"];

/** True when the order's total may no longer change (a payment holds it or a payer was sent a link or QR). */
export function moneyIsLocked(states: readonly PaymentState[]): boolean {
  return states.some((s) => MONEY_LOCKING_STATES.includes(s));
}

/** A failed attempt may be tried again with another card. */
const RETRY: readonly PaymentState[] = ["authorizing"];

/**
 * Every move a payment may make. A card is started, authorized (the processor answers, then its signed callback
 * confirms) and collected; a link or UPI QR waits on the payer; pay at the location waits on staff. What is open is
 * closed (cancelled) when another way of paying starts or the order is cancelled; money an order must not keep is
 * given back (refunded). "authorizing" → "authorizing" records what the processor said before its callback.
 */
export const PAYMENT_MOVES: Record<PaymentState, readonly PaymentState[]> = {
  started: ["authorizing", "awaiting_payer", "at_location", "cancelled"],
  authorizing: ["authorizing", "authorized", "declined", "gateway_error", "app_error", "signature_mismatch", "refunded"],
  authorized: ["collecting", "refunded"],
  collecting: ["collected", "app_error", "refunded"],
  collected: ["refunded"],
  awaiting_payer: ["collected", "cancelled", "refunded"],
  at_location: ["collected", "cancelled"],
  declined: RETRY,
  gateway_error: RETRY,
  app_error: RETRY,
  signature_mismatch: RETRY,
  cancelled: [],
  refunded: [],
};

/** True when a payment in `from` may move to `to`. */
export function canMovePayment(from: PaymentState, to: PaymentState): boolean {
  return PAYMENT_MOVES[from].includes(to);
}

/**
 * What the payer's page does while the payment it follows is in each state: wait (the processor, a link or QR payer),
 * collect (a card authorized, not yet collected), done (paid, or to be paid at the restaurant: SETTLED_PAYMENT_STATES),
 * retry (the attempt failed: FAILED_PAYMENT_STATES, a new attempt with another card), or closed (cancelled or given
 * back: no move of the page's own, it goes on waiting for the order to say more).
 */
export type PayerStep = "wait" | "collect" | "done" | "retry" | "closed";

export const PAYER_STEPS: Record<PaymentState, PayerStep> = {
  started: "wait",
  authorizing: "wait",
  authorized: "collect",
  collecting: "collect",
  collected: "done",
  awaiting_payer: "wait",
  at_location: "done",
  declined: "retry",
  gateway_error: "retry",
  app_error: "retry",
  signature_mismatch: "retry",
  cancelled: "closed",
  refunded: "closed",
};
