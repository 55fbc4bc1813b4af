/** A payment given back, in words: the diner's tracker and the staff console say the same. */
import type { OrderPayment } from "./payments";

/** "Refunded to Visa •••• 4242" for a card, else "Refunded". */
export function refundWords(payment: Pick<OrderPayment, "paymentType" | "card">): string {
  const to = payment.paymentType === "CNP" && payment.card ? ` to ${payment.card.brand} •••• ${payment.card.last4}` : "";
  return `Refunded${to}`;
}
