/** POST /payment/processor-callback: only a callback signed with the processor's secret moves a payment. */
import { randomUUID } from "node:crypto";
import { PaymentStatus, SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, payments } from "../../db/schema/payments";
import { sandboxCharges } from "../../db/schema/sandbox-processor";
import { type ProcessorCallback, signCallback } from "../../integrations/payments/payment-processor";
import {
  chargesOf,
  createPaymentsTestApp,
  orderOf,
  pay,
  payLink,
  placeTestOrder,
  postCallback,
  startCardTransaction,
  transactionOf,
} from "../../test/payment-test-kit";
import { signUpByOtp } from "../../test/sign-in-helpers";
import { TEST_NOW, type TestApp } from "../../test/test-app";

let t: TestApp;
let secret: string;
/** Orders are placed and paid by a signed-in diner. */
let diner: string;
beforeAll(async () => {
  ({ t, callbackSecret: secret } = await createPaymentsTestApp());
  diner = (await signUpByOtp(t)).accessToken;
});
afterAll(() => t.close());

const paidEvent = (reference: string, amount: number, processorRef = `link_${"a".repeat(24)}`): ProcessorCallback => ({
  type: "payment.paid",
  reference,
  processorRef,
  amount,
  currency: "USD",
  card: { brand: "Visa", last4: "4242", expMonth: 12, expYear: 2034 },
  paymentMethod: "card",
});

async function awaitingLink() {
  const order = await placeTestOrder(t, { token: diner });
  const link = transactionOf(
    await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, diner),
  );
  expect(link.state).toBe("awaiting_payer");
  const [charge] = await chargesOf(t, link.transactionId);
  return { order, link, processorRef: charge!.ref };
}

/** A card transaction caught while it waits for the processor's callback on a charge the processor authorized. */
async function authorizingPayment() {
  const order = await placeTestOrder(t, { token: diner });
  const started = await startCardTransaction(t, order.orderId, diner);
  const processorRef = `ch_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
  await t.database.db.insert(sandboxCharges).values({
    ref: processorRef,
    kind: "card",
    idempotencyKey: randomUUID(),
    reference: started.transactionId,
    amount: order.totals.total,
    currency: "USD",
    description: "test",
    state: "authorized",
    createdAt: TEST_NOW,
  });
  await t.database.db
    .update(payments)
    .set({ state: "authorizing", attemptKey: randomUUID(), processorRef })
    .where(eq(payments.id, started.transactionId));
  return { order, transactionId: started.transactionId, processorRef };
}

const stateOf = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!.state;
const eventKinds = async (id: string) =>
  (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id))).map((e) => e.kind);

describe("a callback that is not signed with the processor's secret", () => {
  it.each([
    ["missing", (_body: string) => undefined],
    ["signed with another secret", (body: string) => signCallback("not-the-secret", body, TEST_NOW)],
    ["malformed", (_body: string) => "v1=deadbeef"],
  ])("(%s) is 401; for the charge the authorization waits on it becomes signature mismatch (23)", async (_name, signatureFor) => {
    const { order, transactionId, processorRef } = await authorizingPayment();
    const body = JSON.stringify({ ...paidEvent(transactionId, order.totals.total, processorRef), type: "authorization.succeeded" });
    const signature = signatureFor(body);
    expect((await postCallback(t, body, signature)).statusCode).toBe(401);
    expect(await stateOf(transactionId)).toBe("signature_mismatch");
    expect((await orderOf(t, order.orderId, diner)).paymentStatus).toBe(PaymentStatus.SignatureMismatch);
    expect(await eventKinds(transactionId)).toContain("callback.signature_refused");
  });

  it("a forged callback naming a charge it cannot know writes nothing, and changes nothing", async () => {
    const { order, transactionId } = await authorizingPayment();
    const before = await eventKinds(transactionId);
    const body = JSON.stringify({ ...paidEvent(transactionId, order.totals.total, "ch_guessed"), type: "authorization.succeeded" });
    expect((await postCallback(t, body)).statusCode).toBe(401);
    expect(await stateOf(transactionId)).toBe("authorizing");
    expect(await eventKinds(transactionId)).toEqual(before);
  });

  it("a forged payment.paid does not mark an awaiting link paid, and the real payer can still pay it (19)", async () => {
    const { order, link, processorRef } = await awaitingLink();
    const forged = JSON.stringify(paidEvent(link.transactionId, order.totals.total, processorRef));
    expect((await postCallback(t, forged, signCallback("guessed-secret", forged, TEST_NOW))).statusCode).toBe(401);
    expect((await postCallback(t, forged)).statusCode).toBe(401);
    const after = await orderOf(t, order.orderId, diner);
    expect(after.paymentStatus).not.toBe(PaymentStatus.Collected);
    expect(after.payment?.collectedAmount).toBe(0);
    // The link's reference is on its URL, but the processor says it is unpaid: a forgery, and nothing is written.
    expect(await eventKinds(link.transactionId)).not.toContain("callback.signature_refused");

    expect((await payLink(t, link.paymentLink!.url, SANDBOX_TEST_CARDS.approved)).paid).toBe(true);
    expect((await orderOf(t, order.orderId, diner)).paymentStatus).toBe(PaymentStatus.Collected);
  });

  it("a link paid with the bad-signature test card is not marked paid (the refused callback is recorded)", async () => {
    const { order, link } = await awaitingLink();
    expect((await payLink(t, link.paymentLink!.url, SANDBOX_TEST_CARDS.badSignature)).paid).toBe(true);
    expect(await stateOf(link.transactionId)).toBe("awaiting_payer");
    expect((await orderOf(t, order.orderId, diner)).paymentStatus).toBeNull();
    expect(await eventKinds(link.transactionId)).toContain("callback.signature_refused");
  });

  it("a body changed after signing is 401", async () => {
    const { order, link, processorRef } = await awaitingLink();
    const signedBody = JSON.stringify(paidEvent(link.transactionId, 1, processorRef));
    const tampered = JSON.stringify(paidEvent(link.transactionId, order.totals.total, processorRef));
    expect((await postCallback(t, tampered, signCallback(secret, signedBody, TEST_NOW))).statusCode).toBe(401);
    expect((await orderOf(t, order.orderId, diner)).payment?.state).not.toBe("collected");
  });

  it("a correct signature older than five minutes is 401 (no replay)", async () => {
    const { order, link, processorRef } = await awaitingLink();
    const body = JSON.stringify(paidEvent(link.transactionId, order.totals.total, processorRef));
    const stale = signCallback(secret, body, new Date(TEST_NOW.getTime() - 6 * 60_000));
    expect((await postCallback(t, body, stale)).statusCode).toBe(401);
    expect((await orderOf(t, order.orderId, diner)).payment?.state).not.toBe("collected");
  });

  it("a refused callback for a collected payment changes nothing and writes nothing", async () => {
    const { order, link, processorRef } = await awaitingLink();
    expect((await payLink(t, link.paymentLink!.url, SANDBOX_TEST_CARDS.approved)).paid).toBe(true);
    const before = await eventKinds(link.transactionId);
    const body = JSON.stringify(paidEvent(link.transactionId, order.totals.total, processorRef));
    expect((await postCallback(t, body, "t=1,v1=00")).statusCode).toBe(401);
    expect(await stateOf(link.transactionId)).toBe("collected");
    expect((await orderOf(t, order.orderId, diner)).paymentStatus).toBe(PaymentStatus.Collected);
    expect(await eventKinds(link.transactionId)).toEqual(before);
  });
});

describe("a callback signed with the processor's secret", () => {
  it("payment.paid for the link's amount collects it (19)", async () => {
    const { order, link, processorRef } = await awaitingLink();
    const body = JSON.stringify(paidEvent(link.transactionId, order.totals.total, processorRef));
    const answer = await postCallback(t, body, signCallback(secret, body, TEST_NOW));
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await orderOf(t, order.orderId, diner);
    expect(after.paymentStatus).toBe(PaymentStatus.Collected);
    expect(after.payment).toMatchObject({ state: "collected", collectedAmount: order.totals.total });
  });

  it("payment.paid for another amount is refused (400) and the link stays unpaid", async () => {
    const { order, link, processorRef } = await awaitingLink();
    const body = JSON.stringify(paidEvent(link.transactionId, order.totals.total - 1, processorRef));
    expect((await postCallback(t, body, signCallback(secret, body, TEST_NOW))).statusCode).toBe(400);
    expect(await stateOf(link.transactionId)).toBe("awaiting_payer");
  });

  it("a body that is not a processor event is 400; an unknown reference 404", async () => {
    const junk = JSON.stringify({ hello: "world" });
    expect((await postCallback(t, junk, signCallback(secret, junk, TEST_NOW))).statusCode).toBe(400);
    const unknown = JSON.stringify(paidEvent(randomUUID(), 100));
    expect((await postCallback(t, unknown, signCallback(secret, unknown, TEST_NOW))).statusCode).toBe(404);
  });
});
