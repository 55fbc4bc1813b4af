/**
 * Reconciliation settles a payment whose processor callback was lost by asking the processor, the way the callback
 * would have: once, however many reconcilers run, and giving the money back when the order was cancelled meanwhile.
 */
import { randomUUID } from "node:crypto";
import { OrderStatus } from "@forkful/contracts/order-status";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import {
  chargesOf,
  lostCallbackSandbox,
  orderOf,
  pay,
  payByCard,
  paymentEventsOf,
  paymentRow,
  placeTestOrder,
  startCardTransaction,
  type TestOrder,
  tokenize,
  transactionOf,
} from "../../test/payment-test-kit";
import { encodedCall } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { orderRecord } from "../orders/public";
import { attemptCard } from "./card-attempt";
import { createCardsRepository } from "./cards.repository";
import { createPaymentsRepository } from "./payments.repository";
import { RECONCILE_AFTER_MS, reconcilePayment, reconcilePayments } from "./reconcile-payments";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Past the reconciliation threshold of what the app did at TEST_NOW. */
const LATER = new Date(TEST_NOW.getTime() + RECONCILE_AFTER_MS + 1000);

/** What background work is built from, at `now`, with the sandbox's callbacks lost. */
function backgroundAt(now: Date) {
  const { db } = t.database;
  const clock = () => now;
  const sandbox = lostCallbackSandbox(t, clock);
  const deps = {
    payments: createPaymentsRepository(db),
    db,
    cards: createCardsRepository(db),
    processor: sandbox.processor,
    clock,
    log: { warn() {} },
  };
  return { deps, sandbox };
}

/** A card the processor authorized whose callback was lost: the payment stays authorizing with the charge's reference. */
async function authorizedWithLostCallback(order: TestOrder): Promise<string> {
  const started = await startCardTransaction(t, order.orderId, order.token);
  const { deps } = backgroundAt(TEST_NOW);
  const record = (await orderRecord(t.database.db, order.orderId))!;
  const card = { token: await tokenize(t, SANDBOX_TEST_CARDS.approved), savedCardId: null, saveFor: null };
  await attemptCard(deps, (await paymentRow(t, started.transactionId))!, record, randomUUID(), card);
  return started.transactionId;
}

/** A payment link the payer paid whose callback was lost: the payment stays awaiting its payer. */
async function linkPaidWithLostCallback(order: TestOrder): Promise<string> {
  const link = transactionOf(
    await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, order.token),
  );
  const { sandbox } = backgroundAt(TEST_NOW);
  const { processorRef } = await paymentRow(t, link.transactionId);
  expect(await sandbox.payLink(processorRef!, await tokenize(t, SANDBOX_TEST_CARDS.approved))).toMatchObject({ paid: true });
  return link.transactionId;
}

const cardCharges = async (transactionId: string) => (await chargesOf(t, transactionId)).filter((c) => c.kind === "card");
const eventKinds = async (transactionId: string) => (await paymentEventsOf(t, transactionId)).map((e) => e.kind);
const cancelOrder = (orderId: string) =>
  t.database.db.update(orders).set({ status: OrderStatus.CancelledByMerchant }).where(eq(orders.id, orderId));

describe("a payment whose callback was lost", () => {
  it("an authorization is settled authorized, charged once, and can be collected", async () => {
    const order = await placeTestOrder(t);
    const id = await authorizedWithLostCallback(order);
    expect(await paymentRow(t, id)).toMatchObject({ state: "authorizing", authorizedAmount: 0 });

    expect(await reconcilePayment(backgroundAt(LATER).deps, id)).toBe("settled");
    expect(await paymentRow(t, id)).toMatchObject({ state: "authorized", authorizedAmount: order.totals.total });
    expect(await eventKinds(id)).toContain("reconciled.authorized");
    const charges = await cardCharges(id);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.state).toBe("authorized");
    const collected = transactionOf(await pay(t, "collect-payment", { transactionId: id, idempotencyKey: randomUUID() }, order.token));
    expect(collected).toMatchObject({ state: "collected", collectedAmount: order.totals.total });
  });

  it("a capture is asked again with its key and ends collected, captured once", async () => {
    const order = await placeTestOrder(t);
    const { started } = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
    const id = started.transactionId;
    // The capture went through; its callback did not.
    await t.database.db.update(payments).set({ state: "collecting", collectedAmount: 0 }).where(eq(payments.id, id));

    expect(await reconcilePayment(backgroundAt(LATER).deps, id)).toBe("settled");
    expect(await paymentRow(t, id)).toMatchObject({ state: "collected", collectedAmount: order.totals.total });
    const charges = await cardCharges(id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ state: "captured", capturedAmount: order.totals.total });
  });

  it("a paid link ends collected, and the order shows it paid", async () => {
    const order = await placeTestOrder(t);
    const id = await linkPaidWithLostCallback(order);
    expect((await paymentRow(t, id)).state).toBe("awaiting_payer");

    expect(await reconcilePayment(backgroundAt(LATER).deps, id)).toBe("settled");
    expect(await paymentRow(t, id)).toMatchObject({ state: "collected", collectedAmount: order.totals.total });
    expect((await orderOf(t, order.orderId, order.token)).payment).toMatchObject({ transactionId: id, state: "collected" });
  });

  it("an unpaid link is left waiting for its payer", async () => {
    const order = await placeTestOrder(t);
    const link = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, order.token),
    );
    expect(await reconcilePayment(backgroundAt(LATER).deps, link.transactionId)).toBe("left");
    expect((await paymentRow(t, link.transactionId)).state).toBe("awaiting_payer");
  });
});

describe("a card attempt that holds nothing", () => {
  it("is closed when the processor says the charge did not succeed, and the order can be paid again", async () => {
    const order = await placeTestOrder(t);
    const id = await authorizedWithLostCallback(order);
    const { deps, sandbox } = backgroundAt(LATER);
    await sandbox.processor.void((await paymentRow(t, id)).processorRef!);

    expect(await reconcilePayment(deps, id)).toBe("closed");
    expect((await paymentRow(t, id)).state).toBe("gateway_error");
    expect(await eventKinds(id)).toContain("reconciled.not_succeeded");
    const again = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
    expect(again.collected).toMatchObject({ state: "collected", collectedAmount: order.totals.total });
  });

  it("is closed when the server stopped before the processor answered, and the order can be paid again", async () => {
    const order = await placeTestOrder(t);
    const started = await startCardTransaction(t, order.orderId, order.token);
    const claimed = { state: "authorizing" as const, attemptKey: randomUUID() };
    await t.database.db.update(payments).set(claimed).where(eq(payments.id, started.transactionId));

    expect(await reconcilePayment(backgroundAt(LATER).deps, started.transactionId)).toBe("closed");
    expect((await paymentRow(t, started.transactionId)).state).toBe("app_error");
    const again = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
    expect(again.collected?.state).toBe("collected");
  });
});

describe("when reconciliation runs", () => {
  it("a payment moved more recently than the threshold is left alone", async () => {
    const order = await placeTestOrder(t);
    const id = await authorizedWithLostCallback(order);
    const soon = new Date(TEST_NOW.getTime() + RECONCILE_AFTER_MS - 1000);

    expect(await reconcilePayments(backgroundAt(soon).deps, soon)).toBe(0);
    expect(await reconcilePayment(backgroundAt(soon).deps, id)).toBe("left");
    expect((await paymentRow(t, id)).state).toBe("authorizing");
    expect(await eventKinds(id)).not.toContain("reconciled.authorized");
  });

  it("two reconcilers at once settle each payment once", async () => {
    const order = await placeTestOrder(t);
    const id = await authorizedWithLostCallback(order);
    const other = await placeTestOrder(t);
    const otherId = await authorizedWithLostCallback(other);

    const [first, second] = await Promise.all([
      reconcilePayments(backgroundAt(LATER).deps, LATER),
      reconcilePayments(backgroundAt(LATER).deps, LATER),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    const outcomes = await Promise.all([reconcilePayment(backgroundAt(LATER).deps, id), reconcilePayment(backgroundAt(LATER).deps, id)]);
    expect(outcomes).toEqual(["left", "left"]);
    for (const settled of [id, otherId]) {
      expect((await paymentRow(t, settled)).state).toBe("authorized");
      expect((await eventKinds(settled)).filter((kind) => kind === "reconciled.authorized")).toHaveLength(1);
      expect(await cardCharges(settled)).toHaveLength(1);
    }
  });

  it("one payment reconciled twice at once is settled by one of them", async () => {
    const order = await placeTestOrder(t);
    const id = await authorizedWithLostCallback(order);
    const outcomes = await Promise.all([reconcilePayment(backgroundAt(LATER).deps, id), reconcilePayment(backgroundAt(LATER).deps, id)]);
    expect(outcomes.sort()).toEqual(["left", "settled"]);
    expect((await eventKinds(id)).filter((kind) => kind === "reconciled.authorized")).toHaveLength(1);
  });
});

describe("an order cancelled before reconciliation", () => {
  it("gets its authorization released", async () => {
    const order = await placeTestOrder(t);
    const id = await authorizedWithLostCallback(order);
    const cancelled = await encodedCall(
      t,
      "PUT",
      "/order/update/customer",
      { orderId: order.orderId, cancel: true },
      { token: order.token },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await paymentRow(t, id)).state).toBe("authorizing");

    expect(await reconcilePayment(backgroundAt(LATER).deps, id)).toBe("settled");
    expect((await paymentRow(t, id)).state).toBe("refunded");
    expect(await eventKinds(id)).toContain("reconciled.order_cancelled");
    expect((await cardCharges(id))[0]!.state).toBe("voided");
  });

  it("cancelled by its diner, gets the money its paid link took refunded at once", async () => {
    const order = await placeTestOrder(t);
    const id = await linkPaidWithLostCallback(order);
    const cancel = { orderId: order.orderId, cancel: true };
    const cancelled = await encodedCall(t, "PUT", "/order/update/customer", cancel, { token: order.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await paymentRow(t, id)).state).toBe("refunded");
    expect(await eventKinds(id)).toContain("order_cancelled.paid_refunded");
    const [charge] = await chargesOf(t, id);
    expect(charge!.state).toBe("refunded");
    expect(await reconcilePayment(backgroundAt(LATER).deps, id)).toBe("left");
  });

  it("gets the money its paid link took refunded", async () => {
    const order = await placeTestOrder(t);
    const id = await linkPaidWithLostCallback(order);
    // Written straight, as a cancellation whose release did not run (the server stopped between the two).
    await cancelOrder(order.orderId);

    expect(await reconcilePayment(backgroundAt(LATER).deps, id)).toBe("settled");
    expect((await paymentRow(t, id)).state).toBe("refunded");
    const [charge] = await chargesOf(t, id);
    expect(charge!.state).toBe("refunded");
  });
});
