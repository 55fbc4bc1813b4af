/** The payment of an order in words, for its tracker and receipt. */
import { MESSAGES } from "@forkful/contracts/messages";
import { FINAL_ORDER_STATUSES } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { refundWords } from "@forkful/contracts/payment-words";
import { FAILED_PAYMENT_STATES } from "@forkful/contracts/payments";
import { isCancelled } from "./order-timeline";

export interface PaymentText {
  text: string;
  /** Collected: nothing is left to pay. */
  paid: boolean;
  /** The diner may still pay online ("Pay now"). */
  payable: boolean;
}

const WAITING: Record<string, string> = {
  CNP: "Card payment in progress",
  PAYMENT_LINKS: "Waiting for the payment link to be paid",
  BHARAT_QR: "Waiting for the UPI payment",
};

export function paymentTextOf(order: Pick<Order, "payment" | "status" | "totals">): PaymentText {
  const payment = order.payment;
  const open = !isCancelled(order.status);
  if (!payment || payment.state === "cancelled" || FAILED_PAYMENT_STATES.includes(payment.state)) {
    if (order.totals.total <= 0) return { text: "Nothing to pay", paid: true, payable: false };
    return { text: MESSAGES.notPaidYet, paid: false, payable: open };
  }
  if (payment.state === "at_location") {
    // Handed over (picked up, delivered, served): paying at the restaurant happens at that handover.
    if (open && FINAL_ORDER_STATUSES.includes(order.status)) return { text: "Paid at the restaurant", paid: true, payable: false };
    return { text: MESSAGES.payAtRestaurant, paid: false, payable: false };
  }
  if (payment.state === "refunded") {
    return { text: refundWords(payment), paid: false, payable: false };
  }
  if (payment.state === "collected") {
    switch (payment.paymentType) {
      case "CNP":
        return {
          text: payment.card ? `Paid by ${payment.card.brand} •••• ${payment.card.last4}` : "Paid by card",
          paid: true,
          payable: false,
        };
      case "BHARAT_QR":
        return { text: "Paid by UPI", paid: true, payable: false };
      case "PAYMENT_LINKS":
        return { text: "Paid by payment link", paid: true, payable: false };
      default:
        return { text: "Paid at the restaurant", paid: true, payable: false };
    }
  }
  // Started, authorizing, authorized, collecting, awaiting the payer: under way, and the diner may go back to it.
  return { text: WAITING[payment.paymentType] ?? MESSAGES.notPaidYet, paid: false, payable: open };
}
