/** Staff go ahead with an order only once it is paid or to be paid at the restaurant (issue 11); cancelling stays open. */
import { randomUUID } from "node:crypto";
import { MESSAGES } from "@forkful/contracts/messages";
import { OrderStatus } from "@forkful/contracts/order-status";
import { orderSchema } from "@forkful/contracts/orders";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../../seed/seed-staff";
import { orderOf, pay, payByCard, placeTestOrder, startCardTransaction, transactionOf } from "../../test/payment-test-kit";
import { jsonCall, messageOf } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let managerToken: string;
let slug: string;
beforeAll(async () => {
  t = await createTestApp();
  const placed = await placeTestOrder(t);
  slug = placed.locationSlug;
  const login = await jsonCall(t, "POST", "/staff/login", { userName: demoStaffUserName(slug), password: DEMO_STAFF_PASSWORD });
  managerToken = (login.body as { accessToken: string }).accessToken;
});
afterAll(() => t.close());

const move = (orderId: string, status: number) =>
  jsonCall(t, "PUT", `/staff/orders/${orderId}/status`, status === 9 ? { status, reason: "Out of stock" } : { status }, {
    token: managerToken,
  });
const payAtRestaurant = async (orderId: string, token: string) =>
  transactionOf(await pay(t, "customer-initiate-offline-payment", { orderId, idempotencyKey: randomUUID() }, token));

describe("staff and an unpaid order", () => {
  it("cannot accept it (409, with the reason), and the order does not move", async () => {
    const order = await placeTestOrder(t);
    const refused = await move(order.orderId, OrderStatus.Accepted);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(MESSAGES.unpaidOrderCannotMove);
    expect((await orderOf(t, order.orderId, order.token)).status).toBe(OrderStatus.Created);
  });

  it("can still cancel it", async () => {
    const order = await placeTestOrder(t);
    const cancelled = await move(order.orderId, OrderStatus.CancelledByMerchant);
    expect(cancelled.status, messageOf(cancelled)).toBe(200);
    expect(orderSchema.parse(cancelled.body)).toMatchObject({ status: OrderStatus.CancelledByMerchant, paymentDueAt: null });
  });

  it("accepts it once paid by card, or when the diner pays at the restaurant", async () => {
    const card = await placeTestOrder(t);
    await payByCard(t, card.orderId, SANDBOX_TEST_CARDS.approved, card.token);
    const atRestaurant = await placeTestOrder(t);
    await payAtRestaurant(atRestaurant.orderId, atRestaurant.token);
    for (const order of [card, atRestaurant]) {
      const accepted = await move(order.orderId, OrderStatus.Accepted);
      expect(accepted.status, messageOf(accepted)).toBe(200);
      expect((await move(order.orderId, OrderStatus.BeingPrepared)).status).toBe(200);
    }
  });

  it("cannot accept it when the diner left pay at the restaurant for a card not yet paid", async () => {
    const order = await placeTestOrder(t);
    await payAtRestaurant(order.orderId, order.token);
    await startCardTransaction(t, order.orderId, order.token);
    const refused = await move(order.orderId, OrderStatus.Accepted);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(MESSAGES.unpaidOrderCannotMove);
  });
});
