/** The amount always comes from the order; only the order's owner (or anyone, for a guest order) pays it; a cancelled order takes no payment. */
import { randomUUID } from "node:crypto";
import { orderSchema } from "@forkful/contracts/orders";
import { PaymentStatus, SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chargesOf,
  orderOf,
  pay,
  payByCard,
  placeTestOrder,
  startCardTransaction,
  tokenize,
  transactionOf,
} from "../../test/payment-test-kit";
import { encodedCall, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cancel = async (orderId: string, token?: string) => {
  const answer = await encodedCall(t, "PUT", "/order/update/customer", { orderId, cancel: true }, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

describe("amounts", () => {
  it("the processor is asked for the order's total and currency whatever amount the client sends", async () => {
    const order = await placeTestOrder(t);
    const started = transactionOf(
      await pay(t, "start-transaction", { orderId: order.orderId, idempotencyKey: randomUUID(), amount: 1, currency: "INR" }, order.token),
    );
    expect(started).toMatchObject({ amount: order.totals.total, currency: "USD" });
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const body = { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID(), amount: 1, total: 1 };
    const authorized = transactionOf(await pay(t, "v2/authorize", body, order.token));
    expect(authorized).toMatchObject({ state: "authorized", amount: order.totals.total, authorizedAmount: order.totals.total });
    const [charge] = await chargesOf(t, started.transactionId);
    expect(charge).toMatchObject({ kind: "card", amount: order.totals.total, currency: "USD" });
    expect(order.totals.total).toBeGreaterThan(1);
  });

  it("a tip changed after the transaction started and before authorizing is charged: the new total", async () => {
    const order = await placeTestOrder(t);
    const started = await startCardTransaction(t, order.orderId, order.token);
    const tipped = await encodedCall(
      t,
      "PUT",
      "/order/v2/customer/add-tip",
      { orderId: order.orderId, tip: 500, tipType: "FLATFEE" },
      { token: order.token },
    );
    expect(tipped.status, JSON.stringify(tipped.body)).toBe(200);
    const newTotal = orderSchema.parse(tipped.body).totals.total;
    expect(newTotal).toBe(order.totals.total - order.totals.tip + 500);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const authorized = transactionOf(
      await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, order.token),
    );
    expect(authorized).toMatchObject({ state: "authorized", amount: newTotal, authorizedAmount: newTotal });
    expect((await chargesOf(t, started.transactionId))[0]?.amount).toBe(newTotal);
    const collected = transactionOf(
      await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: randomUUID() }, order.token),
    );
    expect(collected.collectedAmount).toBe(newTotal);
  });

  it.each([
    ["a card is authorized", "card"],
    ["a payment link waits for the payer", "link"],
    ["the diner pays at the location", "pos"],
  ])("once %s the tip can no longer change (409) and the total stays what is paid", async (_name, way) => {
    const order = await placeTestOrder(t);
    if (way === "card") {
      const started = await startCardTransaction(t, order.orderId, order.token);
      const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
      expect(
        transactionOf(
          await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, order.token),
        ).state,
      ).toBe("authorized");
    } else if (way === "link") {
      transactionOf(
        await pay(
          t,
          "initiatePayment",
          { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() },
          order.token,
        ),
      );
    } else {
      transactionOf(
        await pay(t, "customer-initiate-offline-payment", { orderId: order.orderId, idempotencyKey: randomUUID() }, order.token),
      );
    }
    const tipped = await encodedCall(
      t,
      "PUT",
      "/order/v2/customer/add-tip",
      { orderId: order.orderId, tip: 500, tipType: "FLATFEE" },
      { token: order.token },
    );
    expect(tipped.status).toBe(409);
    const after = await orderOf(t, order.orderId, order.token);
    expect(after.totals.total).toBe(order.totals.total);
    expect(after.totals.tip).toBe(order.totals.tip);
  });

  it("after a declined card the tip may still change, and the next attempt is charged the new total", async () => {
    const order = await placeTestOrder(t);
    const started = await startCardTransaction(t, order.orderId, order.token);
    const declinedToken = await tokenize(t, SANDBOX_TEST_CARDS.declined);
    expect(
      transactionOf(
        await pay(
          t,
          "v2/authorize",
          { transactionId: started.transactionId, cardToken: declinedToken, idempotencyKey: randomUUID() },
          order.token,
        ),
      ).state,
    ).toBe("declined");
    const tipped = await encodedCall(
      t,
      "PUT",
      "/order/v2/customer/add-tip",
      { orderId: order.orderId, tip: 300, tipType: "FLATFEE" },
      { token: order.token },
    );
    expect(tipped.status, JSON.stringify(tipped.body)).toBe(200);
    const newTotal = orderSchema.parse(tipped.body).totals.total;
    expect(newTotal).not.toBe(order.totals.total);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const authorized = transactionOf(
      await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, order.token),
    );
    expect(authorized).toMatchObject({ state: "authorized", authorizedAmount: newTotal });
  });

  it("a payment link asks for the order's total, tip included", async () => {
    const order = await placeTestOrder(t);
    const tipped = orderSchema.parse(
      (
        await encodedCall(
          t,
          "PUT",
          "/order/v2/customer/add-tip",
          { orderId: order.orderId, tip: 10, tipType: "PERCENTAGE" },
          { token: order.token },
        )
      ).body,
    );
    expect(tipped.totals.tip).toBeGreaterThan(0);
    const link = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, order.token),
    );
    expect(link.amount).toBe(tipped.totals.total);
    expect((await chargesOf(t, link.transactionId))[0]).toMatchObject({ kind: "link", amount: tipped.totals.total });
  });
});

describe("who may pay", () => {
  it("another customer cannot start, authorize or collect a signed-in customer's order (403; signed out 401)", async () => {
    const owner = await signUpByOtp(t);
    const stranger = await signUpByOtp(t);
    const order = await placeTestOrder(t, { token: owner.accessToken });
    expect((await pay(t, "start-transaction", { orderId: order.orderId, idempotencyKey: randomUUID() }, stranger.accessToken)).status).toBe(
      403,
    );
    expect((await pay(t, "start-transaction", { orderId: order.orderId, idempotencyKey: randomUUID() })).status).toBe(401);
    expect(
      (
        await pay(
          t,
          "initiatePayment",
          { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() },
          stranger.accessToken,
        )
      ).status,
    ).toBe(403);

    const started = await startCardTransaction(t, order.orderId, owner.accessToken);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const body = { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() };
    expect((await pay(t, "v2/authorize", body, stranger.accessToken)).status).toBe(403);
    expect(await chargesOf(t, started.transactionId)).toEqual([]);
    expect(transactionOf(await pay(t, "v2/authorize", body, owner.accessToken)).state).toBe("authorized");
    expect(
      (await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: randomUUID() }, stranger.accessToken))
        .status,
    ).toBe(403);
    expect((await orderOf(t, order.orderId, owner.accessToken)).paymentStatus).toBe(PaymentStatus.Authorized);
  });

  it("a guest places and pays an order without signing in, with the guest session the order opened; nobody else can", async () => {
    const order = await placeTestOrder(t);
    expect(order.customerId).not.toBeNull();
    const strangerGuest = await placeTestOrder(t);
    for (const token of [undefined, strangerGuest.token]) {
      const refused = await pay(
        t,
        "start-transaction",
        { orderId: order.orderId, paymentType: "CNP", idempotencyKey: randomUUID() },
        token,
      );
      expect(refused.status).toBe(token ? 403 : 401);
    }
    const { authorized, collected } = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
    expect(authorized.state).toBe("authorized");
    expect(collected).toMatchObject({ state: "collected", collectedAmount: order.totals.total });
    expect((await orderOf(t, order.orderId, order.token)).paymentStatus).toBe(PaymentStatus.Collected);
  });

  it("an unknown order is 404", async () => {
    expect((await pay(t, "start-transaction", { orderId: randomUUID(), idempotencyKey: randomUUID() })).status).toBe(404);
  });
});

describe("cancelled orders and closed transactions", () => {
  it("starting a transaction or a link on a cancelled order is 409", async () => {
    const order = await placeTestOrder(t);
    await cancel(order.orderId, order.token);
    expect((await pay(t, "start-transaction", { orderId: order.orderId, idempotencyKey: randomUUID() }, order.token)).status).toBe(409);
    expect(
      (await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, order.token))
        .status,
    ).toBe(409);
  });

  it("a transaction started before the order was cancelled cannot authorize afterwards (409, no charge)", async () => {
    const order = await placeTestOrder(t);
    const started = await startCardTransaction(t, order.orderId, order.token);
    await cancel(order.orderId, order.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const late = await pay(
      t,
      "v2/authorize",
      { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() },
      order.token,
    );
    expect(late.status).toBe(409);
    expect(await chargesOf(t, started.transactionId)).toEqual([]);
    expect((await orderOf(t, order.orderId, order.token)).paymentStatus).toBeNull();
  });

  it.each([
    ["paying at the location", "customer-initiate-offline-payment", {}],
    ["a payment link", "initiatePayment", { paymentType: "PAYMENT_LINKS" }],
  ])(
    "a card transaction replaced by %s cannot authorize any more (409, no charge)",
    async (_name, path, extra) => {
      const order = await placeTestOrder(t);
      const card = await startCardTransaction(t, order.orderId, order.token);
      transactionOf(await pay(t, path, { orderId: order.orderId, idempotencyKey: randomUUID(), ...extra }, order.token));
      const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
      const closed = await pay(
        t,
        "v2/authorize",
        { transactionId: card.transactionId, cardToken, idempotencyKey: randomUUID() },
        order.token,
      );
      expect(closed.status).toBe(409);
      expect(await chargesOf(t, card.transactionId)).toEqual([]);
    },
    10_000,
  );
});
