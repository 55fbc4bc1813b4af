/**
 * Orders nobody pays are released after UNPAID_ORDER_RELEASE_MINUTES (decision 017): cancelled as by the diner, stock,
 * wallet and coupon given back once, said on the order; never while paid, paid at the restaurant, or being paid.
 */
import { randomUUID } from "node:crypto";
import { UNPAID_ORDER_RELEASE_MINUTES } from "@forkful/contracts/constants";
import { COUPON_SUCCESS, couponAnswerSchema } from "@forkful/contracts/coupons";
import type { MenuItem } from "@forkful/contracts/menu";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { OrderStatus } from "@forkful/contracts/order-status";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { customers } from "../../db/schema/customers";
import { menuItems } from "../../db/schema/menu";
import { orders } from "../../db/schema/orders";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder } from "../../test/order-test-kit";
import {
  orderOf,
  pay,
  payByCard,
  payLink,
  placeTestOrder,
  renewedGuest,
  startCardTransaction,
  tokenize,
  transactionOf,
} from "../../test/payment-test-kit";
import { encodedCall, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

const WINDOW_MS = UNPAID_ORDER_RELEASE_MINUTES * 60_000;
let t: TestApp;
const clock = mutableClock();
let locationId: number;
let tracked: MenuItem;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  // The first open USD restaurant (by the list's order, which ratings change) whose menu tracks a dish's stock.
  for (const restaurant of (await openRestaurants(t, "pickup")).filter((r) => r.currency === "USD")) {
    const menu = await menuOf(t, restaurant.id, "pickup");
    const dish = menu.menu.find((i) => i.stockQuantity !== null && i.stockQuantity > 2 && i.modifiers.every((m) => m.minChoices === 0));
    if (dish) {
      locationId = restaurant.id;
      tracked = dish;
      break;
    }
  }
  expect(tracked, "a demo menu has a dish with tracked stock").toBeDefined();
});
afterAll(() => t.close());

const stockOf = async (itemId: number) =>
  (await t.database.db.select({ s: menuItems.stockQuantity }).from(menuItems).where(eq(menuItems.id, itemId)))[0]!.s;
const walletOf = async (customerId: string) =>
  (await t.database.db.select({ w: customers.walletAmount }).from(customers).where(eq(customers.id, customerId)))[0]!.w;
const redeem = async (orderId: string, token: string) =>
  couponAnswerSchema.parse((await encodedCall(t, "POST", "/coupon/v2/redeemCoupon", { couponCode: "WELCOME10", orderId }, { token })).body)
    .responseCode;

/** A signed-in diner's order of the tracked dish, using some wallet, with the once-per-diner coupon redeemed. */
async function holdingOrder() {
  const diner = await signUpByOtp(t);
  await t.database.db.update(customers).set({ walletAmount: 500 }).where(eq(customers.id, diner.customerId));
  const request = orderRequest(locationId, [lineFor(tracked, 2)], {
    customerId: diner.customerId,
    phone: diner.mobilePhone,
    redeemWallet: 200,
  });
  const placed = await placeOrder(t, request, diner.accessToken);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placedOrderSchema.parse(placed.body);
  expect(await redeem(order.orderId, diner.accessToken)).toBe(COUPON_SUCCESS);
  return { diner, order };
}

describe("an order nobody pays", () => {
  it("says when it will be released, then is released: stock, wallet and coupon come back once, and it says so", async () => {
    const stockBefore = await stockOf(tracked.itemId);
    const { diner, order } = await holdingOrder();
    expect(order.paymentDueAt).toBe(new Date(clock.now().getTime() + WINDOW_MS).toISOString());
    expect(order.releasedUnpaidAt).toBeNull();
    expect(await stockOf(tracked.itemId)).toBe(stockBefore! - 2);
    expect(await walletOf(diner.customerId)).toBe(300);

    clock.advance(WINDOW_MS - 1000);
    expect((await orderOf(t, order.orderId, diner.accessToken)).status).toBe(OrderStatus.Created);

    clock.advance(2000);
    // Three readers at once: one release, one give-back.
    const [seen] = await Promise.all([1, 2, 3].map(() => orderOf(t, order.orderId, diner.accessToken)));
    expect(seen).toMatchObject({
      status: OrderStatus.CancelledByCustomer,
      paymentDueAt: null,
      releasedUnpaidAt: clock.now().toISOString(),
    });
    expect(seen!.history.at(-1)).toMatchObject({ status: OrderStatus.CancelledByCustomer, at: clock.now().toISOString() });
    expect(await stockOf(tracked.itemId)).toBe(stockBefore);
    expect(await walletOf(diner.customerId)).toBe(500);

    // The coupon counts again (within the coupons' own 30-minute hold, so the release is what gave it back).
    const nextRequest = orderRequest(locationId, [lineFor(tracked, 1)], { customerId: diner.customerId, phone: diner.mobilePhone });
    const { token } = await renewedGuest(t, { ...order, token: diner.accessToken, refreshToken: diner.refreshToken });
    const placedNext = await placeOrder(t, nextRequest, token);
    expect(placedNext.status, JSON.stringify(placedNext.body)).toBe(201);
    const next = placedOrderSchema.parse(placedNext.body);
    expect(await redeem(next.orderId, token)).toBe(COUPON_SUCCESS);

    const again = await orderOf(t, order.orderId, token);
    expect(again.history.filter((h) => h.status === OrderStatus.CancelledByCustomer)).toHaveLength(1);
    expect(await walletOf(diner.customerId)).toBe(500);
  });

  it("cannot be paid once released", async () => {
    const order = await placeTestOrder(t);
    clock.advance(WINDOW_MS + 1000);
    const renewed = await renewedGuest(t, order);
    expect((await orderOf(t, order.orderId, renewed.token)).releasedUnpaidAt).not.toBeNull();
    const start = await pay(
      t,
      "start-transaction",
      { orderId: order.orderId, paymentType: "CNP", idempotencyKey: randomUUID() },
      renewed.token,
    );
    expect(start.status).toBe(409);
  });
});

describe("an order that is not released", () => {
  it("when paid by card, or to be paid at the restaurant", async () => {
    const paid = await placeTestOrder(t);
    await payByCard(t, paid.orderId, SANDBOX_TEST_CARDS.approved, paid.token);
    const atRestaurant = await placeTestOrder(t);
    transactionOf(
      await pay(
        t,
        "customer-initiate-offline-payment",
        { orderId: atRestaurant.orderId, idempotencyKey: randomUUID() },
        atRestaurant.token,
      ),
    );
    clock.advance(WINDOW_MS * 4);
    for (const order of [paid, atRestaurant]) {
      const seen = await orderOf(t, order.orderId, (await renewedGuest(t, order)).token);
      expect(seen).toMatchObject({ status: OrderStatus.Created, paymentDueAt: null, releasedUnpaidAt: null });
    }
  });

  it("while a payment link may still be paid; once it expires, the order goes and the link can no longer be paid", async () => {
    const order = await placeTestOrder(t);
    const link = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, order.token),
    );
    const expiresAt = new Date(link.paymentLink!.expiresAt).getTime();
    clock.advance(WINDOW_MS + 1000);
    let renewed = await renewedGuest(t, order);
    expect((await orderOf(t, order.orderId, renewed.token)).status).toBe(OrderStatus.Created);
    clock.advance(expiresAt - clock.now().getTime() + 1000);
    renewed = await renewedGuest(t, renewed);
    expect((await orderOf(t, order.orderId, renewed.token)).status).toBe(OrderStatus.CancelledByCustomer);
    expect((await payLink(t, link.paymentLink!.url, SANDBOX_TEST_CARDS.approved)).paid).toBe(false);
  });

  it("while a card authorization waits to be collected; a stale one is released with the order and cannot be collected", async () => {
    const order = await placeTestOrder(t);
    clock.advance(WINDOW_MS - 60_000);
    const started = await startCardTransaction(t, order.orderId, order.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const authorized = transactionOf(
      await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, order.token),
    );
    expect(authorized.state).toBe("authorized");
    clock.advance(120_000);
    let renewed = await renewedGuest(t, order);
    expect((await orderOf(t, order.orderId, renewed.token)).status).toBe(OrderStatus.Created);
    clock.advance(WINDOW_MS);
    renewed = await renewedGuest(t, renewed);
    const released = await orderOf(t, order.orderId, renewed.token);
    expect(released.status).toBe(OrderStatus.CancelledByCustomer);
    expect(released.payment?.state).toBe("refunded");
    const collect = await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: randomUUID() }, renewed.token);
    expect(collect.status).toBe(409);
  });
});

describe("the sweep run as a recurring job by an instance that runs jobs", () => {
  it("releases a due order with nobody reading it, and stops when the app closes", async () => {
    const sweepClock = mutableClock();
    const swept = await createTestApp({ clock: sweepClock.now, config: { UNPAID_ORDERS_SWEEP_MS: 1000, ROLE: "all" } });
    try {
      const order = await placeTestOrder(swept);
      const status = async () =>
        (await swept.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, order.orderId)))[0]!.s;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await status()).toBe(OrderStatus.Created);
      sweepClock.advance(WINDOW_MS + 1000);
      await vi.waitFor(async () => expect(await status()).toBe(OrderStatus.CancelledByCustomer), { timeout: 5000, interval: 50 });
    } finally {
      await swept.close();
    }
  });
});
