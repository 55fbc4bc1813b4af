/**
 * Ways of paying one order started at the same moment (card, link, UPI QR, pay at the restaurant): exactly one stays
 * open, the others are answered 409 or closed by it, never all of them. Real concurrency needs PostgreSQL:
 * `node scripts/with-postgres.mjs npx vitest run apps/server/src/modules/payments/parallel-payment-starts.test.ts`.
 */
import { randomUUID } from "node:crypto";
import { PAYMENT_REPLACED_TEXT } from "@forkful/contracts/payments";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/payments";
import { sandboxCharges } from "../../db/schema/sandbox-processor";
import { orderOf, pay, placeTestOrder } from "../../test/payment-test-kit";
import { messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  // 13:30 in India, when the demo's INR restaurants (the ones with UPI QR) are open.
  t = await createTestApp({ clock: () => new Date("2026-11-23T08:00:00Z") });
  token = (await signUpByOtp(t)).accessToken;
});
afterAll(() => t.close());

/** One start of each kind, by the call that makes it. */
const STARTS: Record<string, (orderId: string) => [string, Record<string, unknown>]> = {
  card: (orderId) => ["start-transaction", { orderId, paymentType: "CNP" }],
  link: (orderId) => ["initiatePayment", { orderId, paymentType: "PAYMENT_LINKS" }],
  upi: (orderId) => ["initiatePayment", { orderId, paymentType: "BHARAT_QR" }],
  atLocation: (orderId) => ["customer-initiate-offline-payment", { orderId }],
};

async function startAtOnce(orderId: string, kinds: string[]) {
  return Promise.all(
    kinds.map(async (kind) => {
      const [path, body] = STARTS[kind]!(orderId);
      return pay(t, path, { ...body, idempotencyKey: randomUUID() }, token);
    }),
  );
}

async function paymentsOf(orderId: string) {
  return t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
}

describe("ways of paying started at once for one order", () => {
  it.each([
    ["10 mixed", ["card", "link", "upi", "atLocation", "card", "link", "upi", "atLocation", "card", "link"]],
    ["10 cards", Array(10).fill("card")],
    ["10 links", Array(10).fill("link")],
    ["10 at the restaurant", Array(10).fill("atLocation")],
  ])("%s: exactly one stays open; the others are answered 409 or closed by it", async (_name, kinds) => {
    const order = await placeTestOrder(t, { currency: "INR", token });
    const answers = await startAtOnce(order.orderId, kinds);

    for (const answer of answers) {
      expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) expect(messageOf(answer)).toBe(PAYMENT_REPLACED_TEXT);
    }
    const rows = await paymentsOf(order.orderId);
    const open = rows.filter((p) => p.state !== "cancelled");
    expect(open.map((p) => p.state)).toHaveLength(1);
    const live = open[0]!;
    const answered = answers.filter((a) => a.status === 200).map((a) => (a.body as { transactionId: string }).transactionId);
    expect(answered).toContain(live.id);
    expect((await orderOf(t, order.orderId, token)).payment?.transactionId).toBe(live.id);

    // No closed link or QR can still be paid at the processor.
    const charges = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(
        inArray(
          sandboxCharges.reference,
          rows.map((p) => p.id),
        ),
      );
    const payable = charges.filter((c) => c.state === "open").map((c) => c.reference);
    expect(payable.filter((reference) => reference !== live.id)).toEqual([]);
  });

  it("one after another, the newest way of paying replaces the open one", async () => {
    const order = await placeTestOrder(t, { currency: "INR", token });
    for (const kind of ["link", "upi", "card", "atLocation"]) {
      const [answer] = await startAtOnce(order.orderId, [kind]);
      expect(answer!.status, JSON.stringify(answer!.body)).toBe(200);
    }
    const rows = await paymentsOf(order.orderId);
    expect(rows.filter((p) => p.state !== "cancelled").map((p) => p.paymentType)).toEqual(["POS"]);
  });
});
