/**
 * POST /payment/processor-callback is open to anyone: a forged callback is refused (401) before anything is written,
 * whatever payment it names. Only the processor's own callback signed with a wrong key is recorded (once).
 */
import { randomUUID } from "node:crypto";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, payments } from "../../db/schema/payments";
import { signCallback } from "../../integrations/payments/payment-processor";
import { everyTable, snapshotData } from "../../test/data-snapshot";
import {
  chargesOf,
  createPaymentsTestApp,
  pay,
  payByCard,
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
let token: string;
beforeAll(async () => {
  ({ t, callbackSecret: secret } = await createPaymentsTestApp());
  token = (await signUpByOtp(t)).accessToken;
});
afterAll(() => t.close());

const event = (type: string, reference: string, processorRef: string, amount: number) =>
  JSON.stringify({ type, reference, processorRef, amount, currency: "USD", card: null, paymentMethod: "upi" });

/** Payments in every state a forger might aim at: a card mid-authorization, an unpaid link, a collected card. */
async function targets() {
  const authorizingOrder = await placeTestOrder(t, { token });
  const authorizing = await startCardTransaction(t, authorizingOrder.orderId, token);
  // Caught while waiting for the processor's answer: no charge reference is known yet.
  await t.database.db
    .update(payments)
    .set({ state: "authorizing", attemptKey: randomUUID() })
    .where(eq(payments.id, authorizing.transactionId));

  const linkOrder = await placeTestOrder(t, { token });
  const link = transactionOf(
    await pay(t, "initiatePayment", { orderId: linkOrder.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, token),
  );
  // The link's reference is on its URL: a forger who has the link knows it.
  const linkRef = new URL(link.paymentLink!.url).pathname.split("/").pop()!;

  const paidOrder = await placeTestOrder(t, { token });
  const { collected } = await payByCard(t, paidOrder.orderId, SANDBOX_TEST_CARDS.approved, token);
  const [paidCharge] = await chargesOf(t, collected!.transactionId);
  return [
    { reference: authorizing.transactionId, processorRef: "ch_guessed0123456789abcdef", amount: authorizingOrder.totals.total },
    { reference: link.transactionId, processorRef: linkRef, amount: linkOrder.totals.total },
    { reference: collected!.transactionId, processorRef: paidCharge!.ref, amount: paidOrder.totals.total },
    { reference: randomUUID(), processorRef: "ch_unknown", amount: 100 },
  ];
}

describe("forged processor callbacks", () => {
  it("50 of them, unsigned, wrongly signed, stale or malformed, are 401 and write nothing in any table", async () => {
    const aims = await targets();
    const types = ["authorization.succeeded", "capture.succeeded", "payment.paid"];
    const signatures = [
      (_body: string) => undefined,
      (body: string) => signCallback("a-guessed-secret", body, TEST_NOW),
      (_body: string) => "t=1,v1=00",
      (body: string) => signCallback(secret, body, new Date(TEST_NOW.getTime() - 10 * 60_000)),
      (body: string) => signCallback(secret, `${body} `, TEST_NOW),
    ];
    const tables = await everyTable(t.database);
    const before = await snapshotData(t.database, tables);
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) {
      const aim = aims[i % aims.length]!;
      const body = i % 10 === 9 ? "{not json" : event(types[i % types.length]!, aim.reference, aim.processorRef, aim.amount);
      answers.push((await postCallback(t, body, signatures[i % signatures.length]!(body))).statusCode);
    }
    expect(new Set(answers)).toEqual(new Set([401]));
    expect(await snapshotData(t.database, tables)).toEqual(before);
  });

  it("the processor's own mis-signed callback for a card it authorized ends signature mismatch (23), voided", async () => {
    const order = await placeTestOrder(t, { token });
    const { authorized } = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.badSignature, token);
    expect(authorized).toMatchObject({ state: "signature_mismatch", paymentStatus: 23 });
    expect((await chargesOf(t, authorized.transactionId)).map((c) => c.state)).toEqual(["voided"]);
  });

  it("the processor's own callback signed with a wrong key is recorded once, however often it is sent again", async () => {
    const order = await placeTestOrder(t, { token });
    const link = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, token),
    );
    expect((await payLink(t, link.paymentLink!.url, SANDBOX_TEST_CARDS.badSignature)).paid).toBe(true);
    const [charge] = await chargesOf(t, link.transactionId);
    const body = event("payment.paid", link.transactionId, charge!.ref, order.totals.total);
    for (let i = 0; i < 5; i++) expect((await postCallback(t, body, signCallback("not-the-secret", body, TEST_NOW))).statusCode).toBe(401);
    const refused = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, link.transactionId));
    expect(refused.filter((e) => e.kind === "callback.signature_refused")).toHaveLength(1);
  });
});
