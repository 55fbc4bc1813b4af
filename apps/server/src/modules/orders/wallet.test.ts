import { findMerchantAnswerSchema } from "@forkful/contracts/merchants";
import { orderSchema, totalsAnswerSchema } from "@forkful/contracts/orders";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../db/schema/customers";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { payByCard } from "../../test/payment-test-kit";
import { encodedCall, jsonCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let usd: number;
let inr: number;
beforeAll(async () => {
  t = await createTestApp();
  usd = (await openRestaurants(t, "pickup")).find((r) => r.currency === "USD")!.id;
  // Indian restaurants are closed at TEST_NOW (23:30 in India); the wallet is checked before the time is.
  const all = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body).restaurants;
  inr = all.find((r) => r.currency === "INR" && r.orderTypes.some((o) => o.menuType === "pickup"))!.id;
});
afterAll(() => t.close());

async function dinerWithWallet(amount: number) {
  const diner = await signUpByOtp(t);
  await t.database.db.update(customers).set({ walletAmount: amount }).where(eq(customers.id, diner.customerId));
  return diner;
}
const walletOf = async (customerId: string) =>
  (await t.database.db.select({ w: customers.walletAmount }).from(customers).where(eq(customers.id, customerId)))[0]!.w;

async function orderUsingWallet(diner: Awaited<ReturnType<typeof dinerWithWallet>>, redeemWallet: number, locationId = usd) {
  const item = untrackedItem(await menuOf(t, locationId, "pickup"));
  return placeOrder(
    t,
    { ...orderRequest(locationId, [lineFor(item, 2)]), customerId: diner.customerId, phone: diner.mobilePhone, redeemWallet },
    diner.accessToken,
  );
}

describe("the wallet at checkout", () => {
  it("totals show the usable balance; signed out there is none", async () => {
    const diner = await dinerWithWallet(1234);
    const item = untrackedItem(await menuOf(t, usd, "pickup"));
    const request = { locationId: usd, orderType: "pickup", items: [lineFor(item)] };
    const mine = await encodedCall(t, "POST", "/order/customer/totals", request, { token: diner.accessToken });
    expect(totalsAnswerSchema.parse(mine.body).walletBalance).toBe(1234);
    expect(totalsAnswerSchema.parse((await encodedCall(t, "POST", "/order/customer/totals", request)).body).walletBalance).toBeNull();
  });

  it("redeems part of the balance; asking for more than it holds changes nothing", async () => {
    const diner = await dinerWithWallet(300);
    const tooMuch = await orderUsingWallet(diner, 301);
    expect(tooMuch.status).toBe(409);
    expect(await walletOf(diner.customerId)).toBe(300);
    const order = orderSchema.parse((await orderUsingWallet(diner, 200)).body);
    expect(order.totals).toMatchObject({ walletRedeemed: 200 });
    expect(await walletOf(diner.customerId)).toBe(100);
  });

  it("two orders at once cannot both spend the same balance: it never goes below zero", async () => {
    const diner = await dinerWithWallet(500);
    const [a, b] = await Promise.all([orderUsingWallet(diner, 500), orderUsingWallet(diner, 500)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(messageOf(a.status === 409 ? a : b)).toMatch(/wallet balance has changed/);
    expect(await walletOf(diner.customerId)).toBe(0);
  });

  it("a cancelled order puts the wallet money back", async () => {
    const diner = await dinerWithWallet(700);
    const order = orderSchema.parse((await orderUsingWallet(diner, 700)).body);
    expect(await walletOf(diner.customerId)).toBe(0);
    const cancelled = await encodedCall(
      t,
      "PUT",
      "/order/update/customer",
      { orderId: order.orderId, cancel: true },
      { token: diner.accessToken },
    );
    expect(cancelled.status).toBe(200);
    expect(await walletOf(diner.customerId)).toBe(700);
  });

  it("a USD wallet does not pay an INR order", async () => {
    const diner = await dinerWithWallet(700);
    const answer = await orderUsingWallet(diner, 100, inr);
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toMatch(/wallet is in USD/);
    expect(await walletOf(diner.customerId)).toBe(700);
  });
});

describe("PUT /order/v2/customer/add-tip once paying has started", () => {
  it("is refused and the order keeps its total", async () => {
    const diner = await dinerWithWallet(0);
    const order = orderSchema.parse((await orderUsingWallet(diner, 0)).body);
    await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, diner.accessToken);
    const tipped = await encodedCall(
      t,
      "PUT",
      "/order/v2/customer/add-tip",
      { orderId: order.orderId, tip: 300, tipType: "FLATFEE" },
      { token: diner.accessToken },
    );
    expect(tipped.status).toBe(409);
    const after = orderSchema.parse(
      (await encodedCall(t, "GET", `/order/v2/getOrder?orderId=${order.orderId}`, undefined, { token: diner.accessToken })).body,
    );
    expect(after.totals.total).toBe(order.totals.total);
  });
});

describe("POST /dev/wallet-credit (development only)", () => {
  it("tops up the caller's own wallet only", async () => {
    const diner = await dinerWithWallet(100);
    const other = await signUpByOtp(t);
    const mine = await jsonCall(
      t,
      "POST",
      "/dev/wallet-credit",
      { customerId: diner.customerId, amount: 250 },
      { token: diner.accessToken },
    );
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ walletAmount: 350 });
    const theirs = await jsonCall(
      t,
      "POST",
      "/dev/wallet-credit",
      { customerId: diner.customerId, amount: 250 },
      { token: other.accessToken },
    );
    expect(theirs.status).toBe(403);
    expect((await jsonCall(t, "POST", "/dev/wallet-credit", { customerId: diner.customerId, amount: 250 })).status).toBe(401);
    expect(await walletOf(diner.customerId)).toBe(350);
  });
});
