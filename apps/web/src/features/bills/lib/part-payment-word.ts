import type { OrderPayment } from "@forkful/contracts/payments";

const WAYS: Record<OrderPayment["paymentType"], string> = {
  CNP: "card",
  PAYMENT_LINKS: "payment link",
  BHARAT_QR: "UPI",
  POS: "at the restaurant",
};

/** A part's payment in words: "Paid by card •••• 4242", "To pay at the restaurant", "Waiting for the UPI payment"… */
export function partPaymentWord(payment: OrderPayment | null): string {
  if (!payment) return "Not paid yet";
  const way = WAYS[payment.paymentType];
  switch (payment.state) {
    case "collected":
      if (payment.paymentType === "POS") return "Paid at the restaurant";
      return payment.card ? `Paid by ${payment.card.brand} •••• ${payment.card.last4}` : `Paid by ${way}`;
    case "at_location":
      return "To pay at the restaurant";
    case "awaiting_payer":
      return `Waiting for the ${way} payment`;
    case "started":
    case "authorizing":
    case "authorized":
    case "collecting":
      return "Payment in progress";
    case "cancelled":
      return "Payment cancelled";
    case "refunded":
      return "Refunded";
    default:
      return "Payment failed";
  }
}
