/**
 * Why a payment may not move, checked under the order's lock (a 409 to the caller). A processor callback that is
 * refused for one of these reasons gives the money back; no other error ever does.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { HOLDING_STATES } from "@forkful/contracts/payment-states";
import type { PaymentState } from "@forkful/contracts/payments";
import { ConflictError } from "../../lib/domain-errors";

export type RefusalReason = "order_cancelled" | "paid_twice" | "order_changed";

const REFUSAL_TEXTS: Record<RefusalReason, string> = {
  order_cancelled: "This order was cancelled; there is nothing to pay",
  paid_twice: "This order is already being paid another way",
  order_changed: "The order changed. Review it and try again.",
};

export class PaymentRefused extends ConflictError {
  constructor(readonly reason: RefusalReason) {
    super(REFUSAL_TEXTS[reason]);
  }
}

/** What a guard sees under the locks: the order's status and total and the states of its other payments. */
export interface LockedOrder {
  orderStatus: number;
  orderTotal: number;
  others: PaymentState[];
}

/** A rule checked under the locks before a payment moves; it throws PaymentRefused to refuse the move. */
export type PaymentGuard = (locked: LockedOrder) => void;

/** The order still stands. */
export const orderStands: PaymentGuard = ({ orderStatus }) => {
  if (isCancelledOrder(orderStatus)) throw new PaymentRefused("order_cancelled");
};

/** Before money is asked for: the order still stands, nothing else holds its money and (when given) its total is the amount. */
export const orderIsPayable =
  (options: { amount?: number } = {}): PaymentGuard =>
  (locked) => {
    orderStands(locked);
    if (locked.others.some((state) => HOLDING_STATES.includes(state))) throw new PaymentRefused("paid_twice");
    if (options.amount !== undefined && options.amount !== locked.orderTotal) throw new PaymentRefused("order_changed");
  };
