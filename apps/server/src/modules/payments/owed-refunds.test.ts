/**
 * Money a payment owes the diner is not forgotten when the processor refuses to give it back: the refusal is recorded,
 * retried after a delay that doubles, and the money goes back once however many runners retry it.
 */
import { randomUUID } from "node:crypto";
import { OrderStatus } from "@forkful/contracts/order-status";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import type { PaymentProcessor } from "../../integrations/payments/payment-processor";
import {
  chargesOf,
  lostCallbackSandbox,
  pay,
  payByCard,
  paymentEventsOf,
  paymentRow,
  placeTestOrder,
  refusingRefunds,
  startCardTransaction,
  tokenize,
  transactionOf,
} from "../../test/payment-test-kit";
import { mutableClock } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { REFUND_REFUSED } from "./give-back";
import { OWED_TO_CANCELLED_LOOKBACK_MS, REFUND_RETRY_FIRST_MS, refundRetryDelay, retryOwedRefunds } from "./owed-refunds";
import { createPaymentsRepository } from "./payments.repository";
import { RECONCILE_AFTER_MS, reconcilePayment } from "./reconcile-payments";
import { releaseForCancelledOrder } from "./release-for-cancelled-order";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What background work is built from, on the test app's database. */
function depsWith(processor: PaymentProcessor, clock: () => Date) {
  const { db } = t.database;
  return { payments: createPaymentsRepository(db), db, processor, clock, log: { warn() {} } };
}

/** Background work on its own clock, with the sandbox (its callbacks lost) refusing its first `refusals` refunds. */
function background(refusals: number) {
  const clock = mutableClock(TEST_NOW);
  const sandbox = lostCallbackSandbox(t, clock.now);
  const processor = refusingRefunds(sandbox.processor, refusals);
  return { deps: depsWith(processor, clock.now), clock, processor, sandbox };
}

/** Cancels the order as a move does (its status and when it moved), without releasing its money. */
const cancelOrder = (orderId: string, at = TEST_NOW) =>
  t.database.db.update(orders).set({ status: OrderStatus.CancelledByCustomer, updatedAt: at }).where(eq(orders.id, orderId));
const eventKinds = async (id: string) => (await paymentEventsOf(t, id)).map((e) => e.kind);
const chargeState = async (id: string) => (await chargesOf(t, id))[0]!.state;

/** An order paid by card, then cancelled, its refund refused by the processor once the cancellation released it. */
async function refundRefusedOnCancel(world: ReturnType<typeof background>) {
  const order = await placeTestOrder(t);
  const { started } = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
  await cancelOrder(order.orderId);
  await releaseForCancelledOrder(world.deps, order.orderId);
  return started.transactionId;
}

describe("a refund the processor refused", () => {
  it("is recorded, retried once its delay has passed, and the payment ends refunded once", async () => {
    const world = background(1);
    const id = await refundRefusedOnCancel(world);
    expect((await paymentRow(t, id)).state).toBe("collected");
    expect(await eventKinds(id)).toContain(REFUND_REFUSED);
    expect(await chargeState(id)).toBe("captured");

    world.clock.advance(REFUND_RETRY_FIRST_MS - 1000);
    expect(await retryOwedRefunds(world.deps, world.clock.now())).toBe(0);
    expect(world.processor.refunds).toBe(1);
    expect((await paymentRow(t, id)).state).toBe("collected");

    world.clock.advance(1000);
    expect(await retryOwedRefunds(world.deps, world.clock.now())).toBe(1);
    expect((await paymentRow(t, id)).state).toBe("refunded");
    expect(await chargeState(id)).toBe("refunded");
    expect(world.processor.refunds).toBe(2);

    world.clock.advance(refundRetryDelay(5));
    expect(await retryOwedRefunds(world.deps, world.clock.now())).toBe(0);
    expect(world.processor.refunds).toBe(2);
    expect((await eventKinds(id)).filter((kind) => kind === "order_cancelled.refunded")).toHaveLength(1);
  });

  it("waits twice as long after each further refusal", async () => {
    const world = background(2);
    const id = await refundRefusedOnCancel(world);
    world.clock.advance(refundRetryDelay(1));
    expect(await retryOwedRefunds(world.deps, world.clock.now())).toBe(0);
    expect(world.processor.refunds).toBe(2);
    expect((await eventKinds(id)).filter((kind) => kind === REFUND_REFUSED)).toHaveLength(2);

    world.clock.advance(refundRetryDelay(2) - 1000);
    expect(await retryOwedRefunds(world.deps, world.clock.now())).toBe(0);
    expect(world.processor.refunds).toBe(2);

    world.clock.advance(1000);
    expect(await retryOwedRefunds(world.deps, world.clock.now())).toBe(1);
    expect((await paymentRow(t, id)).state).toBe("refunded");
    expect(world.processor.refunds).toBe(3);
  });

  it("given back by two runners at once goes back once", async () => {
    const world = background(1);
    const id = await refundRefusedOnCancel(world);
    world.clock.advance(REFUND_RETRY_FIRST_MS);
    const other = depsWith(world.sandbox.processor, world.clock.now);
    const given = await Promise.all([retryOwedRefunds(world.deps, world.clock.now()), retryOwedRefunds(other, world.clock.now())]);
    expect(given[0] + given[1]).toBe(1);
    expect((await paymentRow(t, id)).state).toBe("refunded");
    expect(await chargeState(id)).toBe("refunded");
    expect((await eventKinds(id)).filter((kind) => kind === "order_cancelled.refunded")).toHaveLength(1);
  });

  it("of a paid link whose callback was lost on a cancelled order is retried, and reconciliation leaves it to the retries", async () => {
    const world = background(1);
    const order = await placeTestOrder(t);
    const link = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, order.token),
    );
    const { processorRef } = await paymentRow(t, link.transactionId);
    expect(await world.sandbox.payLink(processorRef!, await tokenize(t, SANDBOX_TEST_CARDS.approved))).toMatchObject({ paid: true });
    await cancelOrder(order.orderId);
    world.clock.advance(RECONCILE_AFTER_MS + 1000);

    // The reconciled move is refused (the order was cancelled) and so is the refund: the payment still awaits its payer.
    expect(await reconcilePayment(world.deps, link.transactionId)).toBe("left");
    expect((await paymentRow(t, link.transactionId)).state).toBe("awaiting_payer");
    expect(await eventKinds(link.transactionId)).toContain(REFUND_REFUSED);
    expect(await reconcilePayment(world.deps, link.transactionId)).toBe("left");
    expect(world.processor.refunds).toBe(1);

    world.clock.advance(REFUND_RETRY_FIRST_MS);
    expect(await retryOwedRefunds(world.deps, world.clock.now())).toBe(1);
    expect((await paymentRow(t, link.transactionId)).state).toBe("refunded");
    expect(await eventKinds(link.transactionId)).toContain("refund.retried");
    expect(await chargeState(link.transactionId)).toBe("refunded");
  });
});

describe("a cancelled order whose money was never released", () => {
  it("gets its collected money refunded and its authorization voided", async () => {
    const world = background(0);
    const paid = await placeTestOrder(t);
    const { started: collected } = await payByCard(t, paid.orderId, SANDBOX_TEST_CARDS.approved, paid.token);
    const held = await placeTestOrder(t);
    const authorized = await startCardTransaction(t, held.orderId, held.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const authorize = { transactionId: authorized.transactionId, cardToken, idempotencyKey: randomUUID() };
    expect(transactionOf(await pay(t, "v2/authorize", authorize, held.token)).state).toBe("authorized");
    await cancelOrder(paid.orderId);
    await cancelOrder(held.orderId);

    expect(await retryOwedRefunds(world.deps, world.clock.now())).toBeGreaterThanOrEqual(2);
    expect((await paymentRow(t, collected.transactionId)).state).toBe("refunded");
    expect(await chargeState(collected.transactionId)).toBe("refunded");
    expect((await paymentRow(t, authorized.transactionId)).state).toBe("refunded");
    expect(await chargeState(authorized.transactionId)).toBe("voided");
  });

  it("an order that stands keeps its money", async () => {
    const world = background(0);
    const order = await placeTestOrder(t);
    const { started } = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
    await retryOwedRefunds(world.deps, world.clock.now());
    expect((await paymentRow(t, started.transactionId)).state).toBe("collected");
    expect(await chargeState(started.transactionId)).toBe("captured");
  });

  it("is looked for among the orders cancelled in the last week, a page at a time", async () => {
    const world = background(0);
    const recent = await placeTestOrder(t);
    const { started: recentPaid } = await payByCard(t, recent.orderId, SANDBOX_TEST_CARDS.approved, recent.token);
    const old = await placeTestOrder(t);
    const { started: oldPaid } = await payByCard(t, old.orderId, SANDBOX_TEST_CARDS.approved, old.token);
    world.clock.advance(OWED_TO_CANCELLED_LOOKBACK_MS);
    await cancelOrder(recent.orderId, new Date(world.clock.now().getTime() - OWED_TO_CANCELLED_LOOKBACK_MS + 1000));
    await cancelOrder(old.orderId, new Date(world.clock.now().getTime() - OWED_TO_CANCELLED_LOOKBACK_MS - 1000));

    expect(await retryOwedRefunds(world.deps, world.clock.now(), { batch: 1 })).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(t, recentPaid.transactionId)).state).toBe("refunded");
    expect((await paymentRow(t, oldPaid.transactionId)).state).toBe("collected");
  });
});
