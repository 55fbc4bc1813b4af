import { randomUUID } from "node:crypto";
import { orderSchema } from "@forkful/contracts/orders";
import { PAYMENT_FAILURE_TEXTS, type PaymentState, PaymentStatus, SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { sandboxCharges } from "../../db/schema/sandbox-processor";
import { pay, payByCard, placeTestOrder, startCardTransaction, tokenize, transactionOf } from "../../test/payment-test-kit";
import { encodedCall, messageOf } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderOf = async (orderId: string, token: string) =>
  orderSchema.parse((await encodedCall(t, "GET", `/order/v2/getOrder?orderId=${orderId}`, undefined, { token })).body);

describe("card payments through the sandbox processor", () => {
  it("authorizes (18) then collects (19) the order's own total", async () => {
    const order = await placeTestOrder(t);
    const { authorized, collected } = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
    expect(authorized).toMatchObject({
      state: "authorized",
      paymentStatus: PaymentStatus.Authorized,
      amount: order.totals.total,
      currency: "USD",
    });
    expect(authorized.card).toMatchObject({ brand: "Visa", last4: "4242" });
    expect(collected).toMatchObject({ state: "collected", paymentStatus: PaymentStatus.Collected, collectedAmount: order.totals.total });
    const after = await orderOf(order.orderId, order.token);
    expect(after.paymentStatus).toBe(19);
    expect(after.payment).toMatchObject({ paymentType: "CNP", state: "collected", card: { brand: "Visa", last4: "4242" } });
  });

  it.each([
    [SANDBOX_TEST_CARDS.declined, "declined", 20],
    [SANDBOX_TEST_CARDS.gatewayError, "gateway_error", 21],
    [SANDBOX_TEST_CARDS.appError, "app_error", 22],
    [SANDBOX_TEST_CARDS.badSignature, "signature_mismatch", 23],
  ])("card %s ends %s (%i) and nothing is collected", async (number, state, code) => {
    const order = await placeTestOrder(t);
    const { authorized } = await payByCard(t, order.orderId, number, order.token);
    expect(authorized).toMatchObject({ state, paymentStatus: code, authorizedAmount: 0, collectedAmount: 0 });
    expect(authorized.message).toBe(PAYMENT_FAILURE_TEXTS[state as PaymentState]);
    expect((await orderOf(order.orderId, order.token)).paymentStatus).toBe(code);
  });

  it("a decline can be followed by another card on the same transaction", async () => {
    const order = await placeTestOrder(t);
    const started = await startCardTransaction(t, order.orderId, order.token);
    const declined = transactionOf(
      await pay(
        t,
        "v2/authorize",
        {
          transactionId: started.transactionId,
          cardToken: await tokenize(t, SANDBOX_TEST_CARDS.declined),
          idempotencyKey: randomUUID(),
        },
        order.token,
      ),
    );
    expect(declined.state).toBe("declined");
    const approved = transactionOf(
      await pay(
        t,
        "v2/authorize",
        {
          transactionId: started.transactionId,
          cardToken: await tokenize(t, SANDBOX_TEST_CARDS.approved),
          idempotencyKey: randomUUID(),
        },
        order.token,
      ),
    );
    expect(approved.state).toBe("authorized");
  });

  it("the same key twice authorizes and collects once; collecting above the authorization is refused", async () => {
    const order = await placeTestOrder(t);
    const started = await startCardTransaction(t, order.orderId, order.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const key = randomUUID();
    const body = { transactionId: started.transactionId, cardToken, idempotencyKey: key };
    const [first, second] = await Promise.all([pay(t, "v2/authorize", body, order.token), pay(t, "v2/authorize", body, order.token)]);
    expect([first.status, second.status]).toContain(200);
    const over = await pay(
      t,
      "collect-payment",
      {
        transactionId: started.transactionId,
        amount: order.totals.total + 1,
        idempotencyKey: randomUUID(),
      },
      order.token,
    );
    expect(over.status).toBe(409);
    expect(messageOf(over)).toMatch(/more than was authorized/);
    const collectKey = randomUUID();
    const c1 = transactionOf(
      await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: collectKey }, order.token),
    );
    const c2 = transactionOf(
      await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: collectKey }, order.token),
    );
    expect(c1.collectedAmount).toBe(order.totals.total);
    expect(c2).toEqual(c1);
  });
});

describe("cancelling a paid order", () => {
  it("gives collected card money back and releases an authorization", async () => {
    const paid = await placeTestOrder(t);
    await payByCard(t, paid.orderId, SANDBOX_TEST_CARDS.approved, paid.token);
    const held = await placeTestOrder(t);
    const started = await startCardTransaction(t, held.orderId, held.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    transactionOf(
      await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, held.token),
    );
    for (const order of [paid, held]) {
      const cancelled = await encodedCall(
        t,
        "PUT",
        "/order/update/customer",
        { orderId: order.orderId, cancel: true },
        { token: order.token },
      );
      expect(cancelled.status).toBe(200);
      const after = await orderOf(order.orderId, order.token);
      expect(after.payment?.state).toBe("refunded");
      expect(after.paymentStatus).toBeNull();
    }
    const charges = await t.database.db.select().from(sandboxCharges);
    const states = charges.filter((c) => c.amount === paid.totals.total || c.amount === held.totals.total).map((c) => c.state);
    expect(states).toEqual(expect.arrayContaining(["refunded", "voided"]));
  });
});

describe("one payment holds an order's money", () => {
  it("a card charged while a payment link is open closes the link, so it cannot be paid as well", async () => {
    const order = await placeTestOrder(t);
    const link = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, order.token),
    );
    const started = await startCardTransaction(t, order.orderId, order.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    transactionOf(
      await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, order.token),
    );
    const linkPage = await t.app.inject({ method: "GET", url: new URL(link.paymentLink!.url).pathname });
    expect(linkPage.body).toContain("no longer open");
    expect((await orderOf(order.orderId, order.token)).payment).toMatchObject({
      transactionId: started.transactionId,
      state: "authorized",
    });
  });

  it("a payment of a cancelled order that the processor confirms late is given back", async () => {
    const order = await placeTestOrder(t);
    const link = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, order.token),
    );
    const [charge] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, link.transactionId));
    // The order is cancelled by staff while the payer is on the link page (the link is not closed yet).
    await t.database.db.update(orders).set({ status: 9 }).where(eq(orders.id, order.orderId));
    const tokenResponse = await t.app.inject({
      method: "POST",
      url: "/sandbox-processor/tokens",
      payload: { number: SANDBOX_TEST_CARDS.approved, expMonth: 12, expYear: 2034, cvc: "123" },
    });
    const paid = await t.app.inject({
      method: "POST",
      url: `/sandbox-processor/pay/${charge!.ref}`,
      payload: { token: tokenResponse.json().token },
    });
    expect(paid.json()).toMatchObject({ paid: true });
    const after = await orderOf(order.orderId, order.token);
    expect(after.payment).toMatchObject({ state: "refunded" });
    const [refunded] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, charge!.ref));
    expect(refunded!.state).toBe("refunded");
  });
});
