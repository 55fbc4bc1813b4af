import type { Transaction } from "@forkful/contracts/payments";
import { describe, expect, it } from "vitest";
import { initialPaymentProgress, type PaymentProgress, paymentReducer, stepOf } from "./payment-progress";

const transaction = (state: Transaction["state"], transactionId = "t-1") => ({ transactionId, state }) as Transaction;
const awaiting: PaymentProgress = { phase: "awaiting", error: null, transaction: transaction("awaiting_payer") };
const confirming: PaymentProgress = { phase: "confirming", error: null, transaction: transaction("authorizing") };

describe("the payment page's progress", () => {
  it("moves with each answer: a link out is awaited, a card confirming is followed, a failure frees the button", () => {
    const paying = paymentReducer(initialPaymentProgress, { type: "pay" });
    expect(paying.phase).toBe("paying");
    expect(
      paymentReducer(paying, { type: "answered", outcome: { status: "awaiting", transaction: transaction("awaiting_payer") } }).phase,
    ).toBe("awaiting");
    expect(paymentReducer(paying, { type: "answered", outcome: { status: "failed", message: "No", transaction: null } })).toMatchObject({
      phase: "idle",
      error: "No",
    });
    expect(paymentReducer(paying, { type: "answered", outcome: { status: "throttled" } }).phase).toBe("idle");
  });

  it("follows the order's payment through the contracts' steps: settled is paid, failed is a new attempt", () => {
    expect(paymentReducer(awaiting, { type: "followed", payment: { transactionId: "t-1", state: "collected" } }).phase).toBe("paid");
    expect(paymentReducer(awaiting, { type: "followed", payment: { transactionId: "t-1", state: "awaiting_payer" } })).toBe(awaiting);
    const declined = paymentReducer(confirming, { type: "followed", payment: { transactionId: "t-1", state: "declined" } });
    expect(declined).toMatchObject({ phase: "idle", error: "Your card was declined. Try another card or another way to pay." });
  });

  it("collects only a card it is confirming, and ignores another transaction or a page that follows nothing", () => {
    expect(stepOf(confirming, { transactionId: "t-1", state: "authorized" })).toBe("collect");
    expect(stepOf(awaiting, { transactionId: "t-1", state: "authorized" })).toBeNull();
    expect(stepOf(awaiting, { transactionId: "t-2", state: "collected" })).toBeNull();
    expect(stepOf(initialPaymentProgress, { transactionId: "t-1", state: "collected" })).toBeNull();
  });

  it("lets the card form take its time, but not forever, and another way to pay stops following a link", () => {
    const tokenizing = paymentReducer(initialPaymentProgress, { type: "tokenize" });
    expect(paymentReducer(tokenizing, { type: "tokenizeTimedOut" }).phase).toBe("idle");
    expect(paymentReducer(tokenizing, { type: "tokenized", message: "Card form is loading" })).toMatchObject({
      phase: "idle",
      error: "Card form is loading",
    });
    expect(paymentReducer(awaiting, { type: "reset" }).phase).toBe("idle");
    expect(paymentReducer(confirming, { type: "reset" }).phase).toBe("confirming");
  });
});
