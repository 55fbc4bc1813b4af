import type { Order } from "@forkful/contracts/orders";
import type { OrderPayment } from "@forkful/contracts/payments";
import { describe, expect, it } from "vitest";
import { paymentTextOf } from "./payment-text";

const totals = { subtotal: 1000, tax: 0, deliveryFee: 0, tip: 0, discount: 0, isDiscountApplied: false, walletRedeemed: 0, total: 1000 };
const order = (payment: Partial<OrderPayment> | null, status = 6, total = 1000) =>
  ({
    status,
    totals: { ...totals, total },
    payment: payment && {
      transactionId: "t",
      paymentType: "CNP",
      state: "collected",
      amount: total,
      collectedAmount: total,
      card: null,
      ...payment,
    },
  }) as Pick<Order, "payment" | "status" | "totals">;

describe("paymentTextOf", () => {
  it("names how a paid order was paid", () => {
    expect(paymentTextOf(order({ card: { brand: "Visa", last4: "4242" } })).text).toBe("Paid by Visa •••• 4242");
    expect(paymentTextOf(order({ paymentType: "BHARAT_QR" }))).toEqual({ text: "Paid by UPI", paid: true, payable: false });
    expect(paymentTextOf(order({ paymentType: "PAYMENT_LINKS" })).text).toBe("Paid by payment link");
    expect(paymentTextOf(order({ paymentType: "POS", state: "at_location" }))).toEqual({
      text: "Pay at the restaurant",
      paid: false,
      payable: false,
    });
  });

  it("counts an order paid at the restaurant as paid once it is handed over (picked up), not before", () => {
    const atCounter = { paymentType: "POS", state: "at_location" } as const;
    expect(paymentTextOf(order(atCounter, 16))).toEqual({ text: "Paid at the restaurant", paid: true, payable: false });
    expect(paymentTextOf(order(atCounter, 13)).paid).toBe(false);
  });

  it("says a cancelled order's payment was given back", () => {
    const refunded = order({ state: "refunded", card: { brand: "Visa", last4: "4242" } }, 8);
    expect(paymentTextOf(refunded)).toEqual({ text: "Refunded to Visa •••• 4242", paid: false, payable: false });
    expect(paymentTextOf(order({ state: "refunded", paymentType: "BHARAT_QR" }, 9)).text).toBe("Refunded");
  });

  it("offers to pay an unpaid order, unless it is cancelled", () => {
    expect(paymentTextOf(order(null))).toEqual({ text: "Not paid yet", paid: false, payable: true });
    expect(paymentTextOf(order({ state: "declined" }))).toMatchObject({ text: "Not paid yet", payable: true });
    expect(paymentTextOf(order({ paymentType: "BHARAT_QR", state: "awaiting_payer" }))).toMatchObject({ payable: true, paid: false });
    expect(paymentTextOf(order(null, 8))).toMatchObject({ text: "Not paid yet", payable: false });
  });

  it("has nothing to pay when the wallet and discounts cover the order", () => {
    expect(paymentTextOf(order(null, 6, 0))).toEqual({ text: "Nothing to pay", paid: true, payable: false });
  });
});
