import { describe, expect, it } from "vitest";
import { paymentKeysName, paymentOf } from "./payment-of";

const whole = {
  transactionId: "w",
  splitId: null,
  paymentType: "CNP",
  state: "started",
  amount: 300,
  collectedAmount: 0,
  card: null,
} as const;
const partPayment = { ...whole, transactionId: "p", splitId: "s2", state: "awaiting_payer", paymentType: "PAYMENT_LINKS" } as const;
const split = (splitId: string, payment: typeof partPayment | null) => ({ splitId, payment }) as never;

describe("paymentOf", () => {
  it("follows the order's payment, or the named part's", () => {
    const order = { payment: whole, tab: { splits: [split("s1", null), split("s2", partPayment)] } } as never;
    expect(paymentOf(order, null)).toBe(whole);
    expect(paymentOf(order, "s2")).toBe(partPayment);
    expect(paymentOf(order, "s1")).toBeNull();
    expect(paymentOf(order, "s9")).toBeNull();
    expect(paymentOf({ payment: whole, tab: null }, "s2")).toBeNull();
  });

  it("keeps one set of keys per part", () => {
    expect(paymentKeysName("o", null)).toBe("o");
    expect(paymentKeysName("o", "s1")).not.toBe(paymentKeysName("o", "s2"));
  });
});
