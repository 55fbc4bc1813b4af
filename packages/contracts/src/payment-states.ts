/** The payment states that hold an order's money, and which a new way of paying closes (both sides read them). */
import { FAILED_PAYMENT_STATES, type PaymentState } from "./payments";

/** While a payment is in one of these, the order's amount may not change and no other payment may start. */
export const HOLDING_STATES: readonly PaymentState[] = ["authorizing", "authorized", "collecting", "collected"];
/** Closed (cancelled) when the diner starts another way of paying. */
export const REPLACEABLE_STATES: readonly PaymentState[] = ["started", "awaiting_payer", "at_location"];
/** States a card attempt may start from. */
export const ATTEMPTABLE_STATES: readonly PaymentState[] = ["started", ...FAILED_PAYMENT_STATES];

/** True when the order's total may no longer change (a payment holds it or a payer was sent a link or QR). */
export function moneyIsLocked(states: readonly PaymentState[]): boolean {
  return states.some((s) => HOLDING_STATES.includes(s) || s === "awaiting_payer" || s === "at_location");
}
