import type { Order } from "@forkful/contracts/orders";
import type { Split } from "@forkful/contracts/tabs";
import { type PaymentText, paymentTextOf } from "./payment-text";

/**
 * The payment line of a receipt: one part's payment; a split tab's parts ("Split in 3 parts · 1 paid"), paid once the
 * tab is closed; otherwise the order's payment.
 */
export function receiptPaymentText(order: Order, split: Split | null): PaymentText {
  if (split) return paymentTextOf({ status: order.status, payment: split.payment, totals: { ...order.totals, total: split.total } });
  const parts = order.tab?.splits ?? [];
  if (parts.length === 0) return paymentTextOf(order);
  const paidParts = parts.filter((part) => part.state === "paid").length;
  const closed = order.tab?.state === "closed";
  return {
    text: closed ? `Paid in ${parts.length} parts` : `Split in ${parts.length} parts · ${paidParts} paid`,
    paid: closed || paidParts === parts.length,
    payable: false,
  };
}
