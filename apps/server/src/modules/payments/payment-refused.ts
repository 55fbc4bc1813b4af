/**
 * Why a payment may not move, checked under the order's lock (a 409 to the caller). A processor callback that is
 * refused for one of these reasons gives the money back; no other error ever does.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { HOLDING_STATES } from "@forkful/contracts/payment-states";
import type { PaymentState } from "@forkful/contracts/payments";
import { REFUSALS, type Refusal } from "@forkful/contracts/refusals";
import { ConflictError } from "../../lib/domain-errors";
import type { SplitRow, TabState } from "./split-bill-moves";

export type RefusalReason = "order_cancelled" | "paid_twice" | "order_changed" | "bill_split" | "bill_paid" | "split_paid" | "split_void";

const REFUSAL_OF: Record<RefusalReason, Refusal> = {
  order_cancelled: REFUSALS.ORDER_CANCELLED,
  paid_twice: REFUSALS.PAYMENT_IN_PROGRESS,
  order_changed: REFUSALS.ORDER_CHANGED,
  bill_split: REFUSALS.BILL_SPLIT,
  bill_paid: REFUSALS.BILL_PAID,
  split_paid: REFUSALS.PART_PAID,
  split_void: REFUSALS.PART_VOID,
};

export class PaymentRefused extends ConflictError {
  constructor(readonly reason: RefusalReason) {
    super(REFUSAL_OF[reason]);
  }
}

/**
 * What a guard sees under the locks: the order's status, the total the payment is for (the order's, or its part's of
 * a split bill), the states of its other payments (of the order; of a part: that part's and the whole order's), and,
 * for a table's tab, its state and the part paid (split: null for the whole order).
 */
export interface LockedOrder {
  orderStatus: number;
  orderTotal: number;
  others: PaymentState[];
  tabState?: TabState | null;
  split?: Pick<SplitRow, "state"> | null;
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
    billIsPayable(locked);
    if (options.amount !== undefined && options.amount !== locked.orderTotal) throw new PaymentRefused("order_changed");
  };

/** A table's bill is paid whole while it is not split, and a part of it while that part is live and unpaid. */
export function billIsPayable({ tabState, split }: Pick<LockedOrder, "tabState" | "split">): void {
  if (split) {
    if (split.state === "void") throw new PaymentRefused("split_void");
    if (split.state === "paid") throw new PaymentRefused("split_paid");
  } else if (tabState === "settling") {
    throw new PaymentRefused("bill_split");
  } else if (tabState === "closed") {
    throw new PaymentRefused("bill_paid");
  }
}
