/** Pay at the location (POS, 25): POST /payment/customer-initiate-offline-payment, 'Offline Payment Failed' when it cannot be. */
import { randomUUID } from "node:crypto";
import { MESSAGES } from "@forkful/contracts/messages";
import { PaymentStatus, SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderOf, pay, payByCard, placeTestOrder, startCardTransaction, tokenize, transactionOf } from "../../test/payment-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Pay at the location for `order`, as its owner unless another caller's token (or none) is given. */
const payAtLocation = (order: { orderId: string; token?: string }, idempotencyKey = randomUUID(), token = order.token) =>
  pay(t, "customer-initiate-offline-payment", { orderId: order.orderId, idempotencyKey }, token);

describe("pay at the location", () => {
  it("records the order as paying at the location (25) for the order's total", async () => {
    const order = await placeTestOrder(t);
    const offline = transactionOf(await payAtLocation(order));
    expect(offline).toMatchObject({
      paymentType: "POS",
      state: "at_location",
      paymentStatus: PaymentStatus.AtLocation,
      amount: order.totals.total,
      collectedAmount: 0,
    });
    const after = await orderOf(t, order.orderId, order.token);
    expect(after.paymentStatus).toBe(25);
    expect(after.payment).toMatchObject({ transactionId: offline.transactionId, paymentType: "POS", state: "at_location" });
  });

  it("the same key answers the same payment", async () => {
    const order = await placeTestOrder(t);
    const key = randomUUID();
    const [a, b] = await Promise.all([payAtLocation(order, key), payAtLocation(order, key)]);
    expect(transactionOf(a).transactionId).toBe(transactionOf(b).transactionId);
    expect(transactionOf(await payAtLocation(order, key)).transactionId).toBe(transactionOf(a).transactionId);
  });

  it("on a cancelled order is 409 'Offline Payment Failed'", async () => {
    const order = await placeTestOrder(t);
    const cancelled = await encodedCall(
      t,
      "PUT",
      "/order/update/customer",
      { orderId: order.orderId, cancel: true },
      { token: order.token },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refused = await payAtLocation(order);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(MESSAGES.offlinePaymentFailed);
    expect((await orderOf(t, order.orderId, order.token)).paymentStatus).toBeNull();
  });

  it("on an order already collected by card is 409 'Offline Payment Failed' and the card payment stands", async () => {
    const order = await placeTestOrder(t);
    const { collected } = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
    expect(collected?.state).toBe("collected");
    const refused = await payAtLocation(order);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(MESSAGES.offlinePaymentFailed);
    const after = await orderOf(t, order.orderId, order.token);
    expect(after.paymentStatus).toBe(PaymentStatus.Collected);
    expect(after.payment?.paymentType).toBe("CNP");
  });

  it("on an order with an authorized card is 409 'Offline Payment Failed'", async () => {
    const order = await placeTestOrder(t);
    const { authorized } = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.declined, order.token);
    expect(authorized.state).toBe("declined");
    // A declined card holds nothing: paying at the location is still possible.
    expect(transactionOf(await payAtLocation(order)).state).toBe("at_location");

    const other = await placeTestOrder(t);
    const started = await startCardTransaction(t, other.orderId, other.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const authorizedOther = transactionOf(
      await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, other.token),
    );
    expect(authorizedOther.state).toBe("authorized");
    const refused = await payAtLocation(other);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(MESSAGES.offlinePaymentFailed);
  });

  it("a card transaction started afterwards replaces it (the order is no longer 25)", async () => {
    const order = await placeTestOrder(t);
    transactionOf(await payAtLocation(order));
    const card = await startCardTransaction(t, order.orderId, order.token);
    const after = await orderOf(t, order.orderId, order.token);
    expect(after.paymentStatus).toBeNull();
    expect(after.payment).toMatchObject({ transactionId: card.transactionId, paymentType: "CNP", state: "started" });
  });

  it("another customer's order is 403, signed out 401; an unknown order 404", async () => {
    const owner = await signUpByOtp(t);
    const stranger = await signUpByOtp(t);
    const order = await placeTestOrder(t, { token: owner.accessToken });
    expect((await payAtLocation(order, randomUUID(), stranger.accessToken)).status).toBe(403);
    expect((await payAtLocation({ orderId: order.orderId })).status).toBe(401);
    expect((await payAtLocation({ orderId: randomUUID() }, randomUUID(), owner.accessToken)).status).toBe(404);
    expect(transactionOf(await payAtLocation(order, randomUUID(), owner.accessToken)).state).toBe("at_location");
  });
});
