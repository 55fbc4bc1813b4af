import { MESSAGES } from "@forkful/contracts/messages";
import { PAYMENT_FAILURE_TEXTS, type Transaction } from "@forkful/contracts/payments";
import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "../../../shared/api/api-client";
import { createStartThrottle } from "../../../shared/lib/start-throttle";
import { type PaymentDeps, pay } from "./pay";
import { paymentKeyStore } from "./payment-keys";

const ORDER = "3f1d2c4b-0000-4000-8000-000000000001";
const TX = "3f1d2c4b-0000-4000-8000-0000000000aa";

function tx(state: Transaction["state"], extra: Partial<Transaction> = {}): Transaction {
  return {
    transactionId: TX,
    orderId: ORDER,
    splitId: null,
    paymentType: "CNP",
    state,
    paymentStatus: null,
    amount: 1524,
    currency: "USD",
    authorizedAmount: 0,
    collectedAmount: 0,
    card: null,
    message: null,
    paymentLink: null,
    upi: null,
    cardFormUrl: "/sandbox-processor/card-form",
    ...extra,
  };
}
const ok = (data: Transaction): ApiResult<Transaction> => ({ ok: true, status: 200, data });
const refused = (status: 400 | 409, message: string): ApiResult<Transaction> => ({ ok: false, status, error: "Conflict", message });

function deps(overrides: Partial<PaymentDeps> = {}) {
  let n = 0;
  const keys = paymentKeyStore(ORDER, null, () => `key-${++n}`);
  const d: PaymentDeps = {
    throttle: createStartThrottle(0),
    keys,
    startTransaction: vi.fn(async () => ok(tx("started"))),
    authorizeCard: vi.fn(async () => ok(tx("authorized"))),
    authorizeSavedCard: vi.fn(async () => ok(tx("authorized"))),
    collectPayment: vi.fn(async () => ok(tx("collected", { paymentStatus: 19 }))),
    initiatePayment: vi.fn(async () => ok(tx("awaiting_payer"))),
    offlinePayment: vi.fn(async () => ok(tx("at_location", { paymentType: "POS" }))),
    ...overrides,
  };
  return d;
}

const card = { kind: "card", cardToken: "tok_abcdefgh", saveCard: true } as const;

describe("pay", () => {
  it("starts the order's transaction, authorizes the new card, then collects, with the stored keys", async () => {
    const d = deps();
    const keys = d.keys.get();
    const outcome = await pay(ORDER, card, d);
    expect(outcome).toMatchObject({ status: "paid", transaction: { state: "collected" } });
    expect(d.startTransaction).toHaveBeenCalledWith({ orderId: ORDER, idempotencyKey: keys.start });
    expect(d.authorizeCard).toHaveBeenCalledWith({
      transactionId: TX,
      cardToken: "tok_abcdefgh",
      saveCard: true,
      idempotencyKey: keys.authorize,
    });
    expect(d.collectPayment).toHaveBeenCalledWith({ transactionId: TX, idempotencyKey: keys.collect });
  });

  it("pays one part of a split bill: every call names its splitId", async () => {
    const SPLIT = "3f1d2c4b-0000-4000-8000-0000000000bb";
    const d = deps();
    const keys = d.keys.get();
    expect(await pay({ orderId: ORDER, splitId: SPLIT }, card, d)).toMatchObject({ status: "paid" });
    expect(d.startTransaction).toHaveBeenCalledWith({ orderId: ORDER, splitId: SPLIT, idempotencyKey: keys.start });
    await pay({ orderId: ORDER, splitId: SPLIT }, { kind: "link" }, d);
    expect(d.initiatePayment).toHaveBeenCalledWith({
      orderId: ORDER,
      splitId: SPLIT,
      paymentType: "PAYMENT_LINKS",
      idempotencyKey: keys.link,
    });
    await pay({ orderId: ORDER, splitId: SPLIT }, { kind: "pos" }, d);
    expect(d.offlinePayment).toHaveBeenCalledWith({ orderId: ORDER, splitId: SPLIT, idempotencyKey: keys.pos });
  });

  it("authorizes a saved card by its id", async () => {
    const d = deps();
    await pay(ORDER, { kind: "saved", cardId: "card-1" }, d);
    expect(d.authorizeSavedCard).toHaveBeenCalledWith({ transactionId: TX, cardId: "card-1", idempotencyKey: d.keys.get().authorize });
    expect(d.authorizeCard).not.toHaveBeenCalled();
  });

  it("shows a decline's message and gives the next card new attempt keys on the same transaction", async () => {
    const d = deps({ authorizeCard: vi.fn(async () => ok(tx("declined", { message: "Your card was declined." }))) });
    const before = d.keys.get();
    const outcome = await pay(ORDER, card, d);
    expect(outcome).toMatchObject({ status: "failed", message: "Your card was declined." });
    expect(d.collectPayment).not.toHaveBeenCalled();
    const after = d.keys.get();
    expect(after.start).toBe(before.start);
    expect(after.authorize).not.toBe(before.authorize);
  });

  it("falls back to the state's text when a failure has no message", async () => {
    const d = deps({ authorizeCard: vi.fn(async () => ok(tx("gateway_error"))) });
    expect(await pay(ORDER, card, d)).toMatchObject({ status: "failed", message: PAYMENT_FAILURE_TEXTS.gateway_error });
  });

  it("waits for the processor when the authorization is still being confirmed", async () => {
    const d = deps({ authorizeCard: vi.fn(async () => ok(tx("authorizing"))) });
    expect(await pay(ORDER, card, d)).toMatchObject({ status: "confirming" });
    expect(d.collectPayment).not.toHaveBeenCalled();
  });

  it("collects an authorization left from an earlier visit instead of authorizing again", async () => {
    const d = deps({ startTransaction: vi.fn(async () => ok(tx("authorized"))) });
    expect(await pay(ORDER, card, d)).toMatchObject({ status: "paid" });
    expect(d.authorizeCard).not.toHaveBeenCalled();
  });

  it("replaces a cancelled transaction with a new one", async () => {
    const start = vi
      .fn(async (_input: { orderId: string; idempotencyKey: string }) => ok(tx("started")))
      .mockResolvedValueOnce(ok(tx("cancelled")));
    const d = deps({ startTransaction: start });
    const first = d.keys.get().start;
    await pay(ORDER, card, d);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start.mock.calls[1]![0]).toMatchObject({ idempotencyKey: expect.not.stringMatching(first) });
  });

  it("shows the server's message of a refusal, and keeps the keys when no answer came", async () => {
    const refusedDeps = deps({ authorizeCard: vi.fn(async () => refused(409, "This card token was already used")) });
    const before = refusedDeps.keys.get().authorize;
    expect(await pay(ORDER, card, refusedDeps)).toMatchObject({ status: "failed", message: "This card token was already used" });
    expect(refusedDeps.keys.get().authorize).not.toBe(before);

    const lost = deps({ authorizeCard: vi.fn(async () => Promise.reject(new Error("network"))) });
    const key = lost.keys.get().authorize;
    expect(await pay(ORDER, card, lost)).toMatchObject({ status: "failed", message: MESSAGES.genericFailure });
    expect(lost.keys.get().authorize).toBe(key);
  });

  it("sends nothing for a second start inside the payment throttle", async () => {
    const d = deps({ throttle: createStartThrottle(3000) });
    await pay(ORDER, card, d);
    expect(await pay(ORDER, card, d)).toEqual({ status: "throttled" });
    expect(d.startTransaction).toHaveBeenCalledTimes(1);
  });

  it("initiates a payment link or a UPI QR and waits for the payer", async () => {
    const d = deps();
    expect(await pay(ORDER, { kind: "qr" }, d)).toMatchObject({ status: "awaiting" });
    expect(d.initiatePayment).toHaveBeenCalledWith({ orderId: ORDER, paymentType: "BHARAT_QR", idempotencyKey: d.keys.get().qr });
    await pay(ORDER, { kind: "link" }, d);
    expect(d.initiatePayment).toHaveBeenLastCalledWith({ orderId: ORDER, paymentType: "PAYMENT_LINKS", idempotencyKey: d.keys.get().link });
  });

  it("asks for a new link when the stored one was cancelled", async () => {
    const initiate = vi.fn(async () => ok(tx("awaiting_payer"))).mockResolvedValueOnce(ok(tx("cancelled")));
    const d = deps({ initiatePayment: initiate });
    expect(await pay(ORDER, { kind: "link" }, d)).toMatchObject({ status: "awaiting" });
    expect(initiate).toHaveBeenCalledTimes(2);
  });

  it("pays at the restaurant, or says 'Offline Payment Failed'", async () => {
    const d = deps();
    expect(await pay(ORDER, { kind: "pos" }, d)).toMatchObject({ status: "paid", transaction: { state: "at_location" } });
    expect(d.offlinePayment).toHaveBeenCalledWith({ orderId: ORDER, idempotencyKey: d.keys.get().pos });
    const failing = deps({ offlinePayment: vi.fn(async () => refused(409, MESSAGES.offlinePaymentFailed)) });
    expect(await pay(ORDER, { kind: "pos" }, failing)).toMatchObject({ status: "failed", message: "Offline Payment Failed" });
    const lost = deps({ offlinePayment: vi.fn(async () => Promise.reject(new Error("network"))) });
    expect(await pay(ORDER, { kind: "pos" }, lost)).toMatchObject({ status: "failed", message: "Offline Payment Failed" });
  });
});
