/**
 * Issue 10 item 6: no order comes to more than MAX_ORDER_AMOUNT before discounts, on any call that prices or changes
 * money (totals, createOrder, add-tip, coupons and offers, wallet, payments), in USD and in INR. Just over the limit
 * is a 400 that says it and changes nothing; at the limit the order is taken and paid.
 */
import { randomUUID } from "node:crypto";
import type { Currency } from "@forkful/contracts/constants";
import { findMerchantAnswerSchema } from "@forkful/contracts/merchants";
import {
  amountTooLargeText,
  MAX_ORDER_AMOUNT,
  MAX_WALLET_BALANCE,
  MAX_WALLET_TOP_UP,
  orderTooLargeText,
  WALLET_FULL,
  WALLET_TOP_UP_TOO_LARGE,
} from "@forkful/contracts/money-limits";
import { type Order, orderSchema, totalsAnswerSchema } from "@forkful/contracts/orders";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../db/schema/customers";
import { menuItems } from "../../db/schema/menu";
import { orders } from "../../db/schema/orders";
import { lineFor, menuOf, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { payByCard } from "../../test/payment-test-kit";
import { type Answer, encodedCall, jsonCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

/** 13:30 in India, when the demo's INR restaurants are open (at TEST_NOW, lunch in the US, it is 23:30 there). */
const INDIA_LUNCH = new Date("2026-11-23T08:00:00Z");
/** A dish of 1,000.00 without tax: 99 of them and a tip of 1,000.00 come to the limit exactly. */
const PRICE = 100_000;
const AT_LIMIT = { quantity: 99, tip: MAX_ORDER_AMOUNT - 99 * PRICE };

let t: TestApp;
let now = TEST_NOW;
let diner: Awaited<ReturnType<typeof signUpByOtp>>;
const places = {} as Record<Currency, { locationId: number; line: (quantity: number) => ReturnType<typeof lineFor>; phone: string }>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  diner = await signUpByOtp(t);
  const { restaurants } = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body);
  for (const currency of ["USD", "INR"] as const) {
    const { id } = restaurants.find((r) => r.currency === currency && r.orderTypes.some((o) => o.menuType === "pickup"))!;
    const item = untrackedItem(await menuOf(t, id, "pickup"));
    await t.database.db.update(menuItems).set({ price: PRICE, taxRate: 0 }).where(eq(menuItems.id, item.itemId));
    places[currency] = {
      locationId: id,
      line: (quantity) => lineFor(item, quantity),
      phone: currency === "INR" ? "+919876543210" : diner.mobilePhone,
    };
  }
});
afterAll(() => t.close());

const asDiner = () => ({ token: diner.accessToken });
const flatTip = (tipValue: number) => ({ tipType: "FLATFEE", tipValue });
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
const walletOf = async () =>
  (await t.database.db.select({ w: customers.walletAmount }).from(customers).where(eq(customers.id, diner.customerId)))[0]!.w;

function expectRefused(answer: Answer, text: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(messageOf(answer)).toBe(text);
}

const totals = (currency: Currency, lines: unknown[], extra: Record<string, unknown> = {}) =>
  encodedCall(
    t,
    "POST",
    "/order/customer/totals",
    { locationId: places[currency].locationId, orderType: "pickup", items: lines, ...extra },
    asDiner(),
  );

function createOrder(currency: Currency, lines: unknown[], extra: Record<string, unknown> = {}) {
  const { locationId, phone } = places[currency];
  now = currency === "INR" ? INDIA_LUNCH : TEST_NOW;
  return placeOrder(t, orderRequest(locationId, lines as never, { customerId: diner.customerId, phone, ...extra }), diner.accessToken);
}

const addTip = (orderId: string, tip: number, tipType = "FLATFEE") =>
  encodedCall(t, "PUT", "/order/v2/customer/add-tip", { orderId, tip, tipType }, asDiner());

describe.each(["USD", "INR"] as const)("in %s", (currency) => {
  const line = (quantity: number) => places[currency].line(quantity);
  const tooLarge = () => orderTooLargeText(currency);

  it("totals price a cart up to the limit and refuse one just over it", async () => {
    const atLimit = await totals(currency, [line(AT_LIMIT.quantity)], { tip: flatTip(AT_LIMIT.tip) });
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200);
    expect(totalsAnswerSchema.parse(atLimit.body).totals).toMatchObject({ subtotal: 99 * PRICE, tax: 0, total: MAX_ORDER_AMOUNT });
    expectRefused(await totals(currency, [line(AT_LIMIT.quantity)], { tip: flatTip(AT_LIMIT.tip + 1) }), tooLarge());
    expectRefused(await totals(currency, [line(99), line(99), line(99)]), tooLarge());
  });

  it("createOrder refuses an order just over the limit, writing nothing, and takes one at it", async () => {
    const before = await orderCount();
    expectRefused(await createOrder(currency, [line(AT_LIMIT.quantity)], { tip: flatTip(AT_LIMIT.tip + 1) }), tooLarge());
    expectRefused(await createOrder(currency, [line(99), line(99), line(99)]), tooLarge());
    expect(await orderCount()).toBe(before);
    const placed = await createOrder(currency, [line(AT_LIMIT.quantity)], { tip: flatTip(AT_LIMIT.tip) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(orderSchema.parse(placed.body).totals.total).toBe(MAX_ORDER_AMOUNT);
  });

  it("add-tip refuses a tip that takes the order over the limit, changing nothing; a coupon still applies at it", async () => {
    const placed = orderSchema.parse((await createOrder(currency, [line(AT_LIMIT.quantity)])).body);
    expectRefused(await addTip(placed.orderId, AT_LIMIT.tip + 1), tooLarge());
    expectRefused(await addTip(placed.orderId, 2, "PERCENTAGE"), tooLarge());
    const unchanged = orderSchema.parse(
      (await encodedCall(t, "GET", `/order/v2/getOrder?orderId=${placed.orderId}`, undefined, asDiner())).body,
    );
    expect(unchanged.totals).toEqual(placed.totals);

    const tipped = await addTip(placed.orderId, AT_LIMIT.tip);
    expect(tipped.status, JSON.stringify(tipped.body)).toBe(200);
    expect(orderSchema.parse(tipped.body).totals.total).toBe(MAX_ORDER_AMOUNT);
    const coupon = await encodedCall(t, "POST", "/coupon/v2/redeemCoupon", { couponCode: "WELCOME10", orderId: placed.orderId }, asDiner());
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    const discounted = (coupon.body as { order: Order }).order.totals;
    expect(discounted.discount).toBeGreaterThan(0);
    expect(discounted.total).toBe(MAX_ORDER_AMOUNT - discounted.discount);
  });

  it("an order at the limit is paid in full by card", async () => {
    const placed = orderSchema.parse((await createOrder(currency, [line(AT_LIMIT.quantity)], { tip: flatTip(AT_LIMIT.tip) })).body);
    const { collected } = await payByCard(t, placed.orderId, SANDBOX_TEST_CARDS.approved, diner.accessToken);
    expect(collected).toMatchObject({ state: "collected", amount: MAX_ORDER_AMOUNT, collectedAmount: MAX_ORDER_AMOUNT });
  });
});

describe("amounts a client names", () => {
  it("wallet redemption above any order's amount is refused on totals and createOrder", async () => {
    const wallet = await walletOf();
    const request = { redeemWallet: MAX_ORDER_AMOUNT + 1 };
    expectRefused(await totals("USD", [places.USD.line(1)], request), `redeemWallet: ${amountTooLargeText("redeemWallet")}`);
    expectRefused(await createOrder("USD", [places.USD.line(1)], request), `redeemWallet: ${amountTooLargeText("redeemWallet")}`);
    expect(await walletOf()).toBe(wallet);
  });

  it("coupons and offers are not priced for an amount above any order's", async () => {
    const query = new URLSearchParams({ couponCode: "WELCOME10", locationId: String(places.USD.locationId), orderType: "pickup" });
    const validate = (orderAmount: number) =>
      encodedCall(t, "GET", `/coupon/v2/validateCoupon?${query}&orderAmount=${orderAmount}`, undefined, asDiner());
    expect((await validate(MAX_ORDER_AMOUNT)).status).toBe(200);
    expectRefused(await validate(MAX_ORDER_AMOUNT + 1), `Invalid querystring: orderAmount: ${amountTooLargeText("orderAmount")}`);
    const apply = { customerId: diner.customerId, offerIds: [1], orderId: randomUUID(), orderAmount: MAX_ORDER_AMOUNT + 1 };
    expectRefused(
      await encodedCall(t, "PATCH", "/coupon/v2/item/offer/apply", apply, asDiner()),
      `orderAmount: ${amountTooLargeText("orderAmount")}`,
    );
  });

  it("a payment is not collected for an amount above any order's", async () => {
    const collect = { transactionId: randomUUID(), amount: MAX_ORDER_AMOUNT + 1, idempotencyKey: randomUUID() };
    expectRefused(await encodedCall(t, "POST", "/payment/collect-payment", collect, asDiner()), `amount: ${amountTooLargeText("amount")}`);
  });

  it("a wallet top-up is at most MAX_WALLET_TOP_UP, and a wallet holds at most MAX_WALLET_BALANCE", async () => {
    const topUp = (amount: number) => jsonCall(t, "POST", "/dev/wallet-credit", { customerId: diner.customerId, amount }, asDiner());
    await t.database.db.update(customers).set({ walletAmount: 0 }).where(eq(customers.id, diner.customerId));
    expectRefused(await topUp(MAX_WALLET_TOP_UP + 1), `Invalid body: amount: ${WALLET_TOP_UP_TOO_LARGE}`);
    expect((await topUp(MAX_WALLET_TOP_UP)).body).toEqual({ walletAmount: MAX_WALLET_TOP_UP });

    await t.database.db
      .update(customers)
      .set({ walletAmount: MAX_WALLET_BALANCE - 10 })
      .where(eq(customers.id, diner.customerId));
    expectRefused(await topUp(11), WALLET_FULL);
    expect(await walletOf()).toBe(MAX_WALLET_BALANCE - 10);
    expect((await topUp(10)).body).toEqual({ walletAmount: MAX_WALLET_BALANCE });
  });
});
