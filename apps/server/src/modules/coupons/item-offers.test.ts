import { offerApplyPayload, offerCheckAnswerSchema } from "@forkful/contracts/coupons";
import { orderSchema } from "@forkful/contracts/orders";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, itemOffers } from "../../db/schema/coupons";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder } from "../../test/order-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in diner's order of `quantity` of the dish that has the restaurant's BOGO offer. */
async function orderWithOffer(offerType: "BOGO" | "PERCENT_OFF", quantity: number) {
  const diner = await signUpByOtp(t);
  const restaurant = (await openRestaurants(t, "pickup")).find((r) => r.currency === "USD")!;
  const [offer] = await t.database.db
    .select()
    .from(itemOffers)
    .where(and(eq(itemOffers.locationId, restaurant.id), eq(itemOffers.offerType, offerType)));
  const item = (await menuOf(t, restaurant.id, "pickup")).menu.find((i) => i.itemId === offer!.itemId)!;
  const placed = await placeOrder(
    t,
    orderRequest(restaurant.id, [lineFor(item, quantity)], { customerId: diner.customerId, phone: diner.mobilePhone }),
    diner.accessToken,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { diner, restaurant, offer: offer!, item, order: orderSchema.parse(placed.body) };
}

describe("POST /coupon/item/offer/avail/v2", () => {
  it("answers the dish's offers with the discount at the asked quantity", async () => {
    const { restaurant, offer, item } = await orderWithOffer("BOGO", 1);
    const answer = await encodedCall(t, "POST", "/coupon/item/offer/avail/v2", {
      locationId: restaurant.id,
      orderType: "pickup",
      itemId: item.itemId,
      quantity: 3,
    });
    expect(answer.status).toBe(200);
    const { offers, quantity } = offerCheckAnswerSchema.parse(answer.body);
    expect(quantity).toBe(3);
    expect(offers).toContainEqual(expect.objectContaining({ offerId: offer.id, offerType: "BOGO", discountAmount: item.price }));
  });
});

describe("PATCH /coupon/v2/item/offer/apply", () => {
  it("buy one get one: every second unit of the dish is free", async () => {
    const { diner, offer, order } = await orderWithOffer("BOGO", 2);
    const unit = order.items[0]!.subtotal / 2;
    const payload = offerApplyPayload({
      customerId: diner.customerId,
      offerIds: [offer.id],
      orderId: order.orderId,
      orderAmount: order.totals.subtotal,
    });
    const answer = await encodedCall(t, "PATCH", "/coupon/v2/item/offer/apply", payload, { token: diner.accessToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = orderSchema.parse((answer.body as { order: unknown }).order);
    expect(after.offers).toEqual([{ offerId: offer.id, title: offer.title, amount: unit }]);
    expect(after.totals).toMatchObject({ discount: unit, total: order.totals.total - unit });
    // Applying again changes nothing.
    const again = await encodedCall(t, "PATCH", "/coupon/v2/item/offer/apply", payload, { token: diner.accessToken });
    expect(orderSchema.parse((again.body as { order: unknown }).order).totals.total).toBe(after.totals.total);
  });

  it("percent off the dish", async () => {
    const { diner, offer, order } = await orderWithOffer("PERCENT_OFF", 1);
    const payload = offerApplyPayload({
      customerId: diner.customerId,
      offerIds: [offer.id],
      orderId: order.orderId,
      orderAmount: order.totals.subtotal,
    });
    const answer = await encodedCall(t, "PATCH", "/coupon/v2/item/offer/apply", payload, { token: diner.accessToken });
    const after = orderSchema.parse((answer.body as { order: unknown }).order);
    expect(after.totals.discount).toBe(Math.round(order.items[0]!.subtotal * 0.2));
  });

  it("a payload missing a field is empty, and the server refuses it without changing the order", async () => {
    const { diner, offer, order } = await orderWithOffer("BOGO", 2);
    const payload = offerApplyPayload({ customerId: diner.customerId, offerIds: [offer.id], orderId: order.orderId });
    expect(payload).toEqual({});
    const answer = await encodedCall(t, "PATCH", "/coupon/v2/item/offer/apply", payload, { token: diner.accessToken });
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toMatch(/customerId is required/);
    const after = orderSchema.parse(
      (await encodedCall(t, "GET", `/order/v2/getOrder?orderId=${order.orderId}`, undefined, { token: diner.accessToken })).body,
    );
    expect(after.totals).toEqual(order.totals);
  });

  it("an amount that is not the order's, another diner, or an offer of another dish is refused", async () => {
    const { diner, offer, order } = await orderWithOffer("BOGO", 2);
    const base = { customerId: diner.customerId, offerIds: [offer.id], orderId: order.orderId, orderAmount: order.totals.subtotal };
    const stale = await encodedCall(t, "PATCH", "/coupon/v2/item/offer/apply", { ...base, orderAmount: 1 }, { token: diner.accessToken });
    expect(stale.status).toBe(409);
    const other = await signUpByOtp(t);
    const foreign = await encodedCall(
      t,
      "PATCH",
      "/coupon/v2/item/offer/apply",
      { ...base, customerId: other.customerId },
      { token: other.accessToken },
    );
    expect(foreign.status).toBe(403);
    const [percent] = await t.database.db
      .select()
      .from(itemOffers)
      .where(and(eq(itemOffers.locationId, order.locationId), eq(itemOffers.offerType, "PERCENT_OFF")));
    const wrongDish = await encodedCall(
      t,
      "PATCH",
      "/coupon/v2/item/offer/apply",
      { ...base, offerIds: [percent!.id] },
      { token: diner.accessToken },
    );
    expect(wrongDish.status).toBe(400);
    expect(messageOf(wrongDish)).toMatch(/needs its dish/);
  });
});

describe("a coupon and an offer on one order", () => {
  it("the coupon takes its share of what the offer leaves, and the lines add up to the discount", async () => {
    const { diner, offer, order } = await orderWithOffer("BOGO", 2);
    const code = `HALF${Date.now() % 100000}`;
    await t.database.db
      .insert(coupons)
      .values({ locationId: order.locationId, code, description: "half", discountType: "PERCENTAGE", discountValue: 5000 });
    const redeemed = await encodedCall(
      t,
      "POST",
      "/coupon/v2/redeemCoupon",
      { couponCode: code, orderId: order.orderId },
      { token: diner.accessToken },
    );
    expect((redeemed.body as { responseCode: string }).responseCode).toBe("SUCCESS");
    const payload = offerApplyPayload({
      customerId: diner.customerId,
      offerIds: [offer.id],
      orderId: order.orderId,
      orderAmount: order.totals.subtotal,
    });
    const applied = await encodedCall(t, "PATCH", "/coupon/v2/item/offer/apply", payload, { token: diner.accessToken });
    const after = orderSchema.parse((applied.body as { order: unknown }).order);
    const unit = order.items[0]!.subtotal / 2;
    expect(after.offers[0]!.amount).toBe(unit);
    expect(after.coupon!.amount).toBe(Math.round((order.totals.subtotal - unit) / 2));
    expect(after.totals.discount).toBe(after.coupon!.amount + unit);
    expect(after.totals.total).toBe(order.totals.total - after.totals.discount);
  });

  it("two offers for one dish are refused", async () => {
    const { diner, order } = await orderWithOffer("BOGO", 2);
    const dish = order.items[0]!.itemId;
    const [second] = await t.database.db
      .insert(itemOffers)
      .values({ locationId: order.locationId, itemId: dish, title: "10% off", offerType: "PERCENT_OFF", percentOff: 1000 })
      .returning();
    const [bogo] = await t.database.db
      .select()
      .from(itemOffers)
      .where(and(eq(itemOffers.itemId, dish), eq(itemOffers.offerType, "BOGO")));
    const payload = offerApplyPayload({
      customerId: diner.customerId,
      offerIds: [bogo!.id, second!.id],
      orderId: order.orderId,
      orderAmount: order.totals.subtotal,
    });
    const answer = await encodedCall(t, "PATCH", "/coupon/v2/item/offer/apply", payload, { token: diner.accessToken });
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe("Choose one offer per dish");
  });
});

describe("PATCH /coupon/v2/item/offer/remove", () => {
  it("takes an applied offer off the order, and the coupon takes its share of the whole subtotal again", async () => {
    const { diner, offer, order } = await orderWithOffer("BOGO", 2);
    const code = `HALF${order.orderNumber}`;
    await t.database.db
      .insert(coupons)
      .values({ locationId: order.locationId, code, description: "half", discountType: "PERCENTAGE", discountValue: 5000 });
    const token = { token: diner.accessToken };
    await encodedCall(t, "POST", "/coupon/v2/redeemCoupon", { couponCode: code, orderId: order.orderId }, token);
    const apply = { customerId: diner.customerId, offerIds: [offer.id], orderId: order.orderId, orderAmount: order.totals.subtotal };
    expect((await encodedCall(t, "PATCH", "/coupon/v2/item/offer/apply", apply, token)).status).toBe(200);

    const removal = { customerId: diner.customerId, offerIds: [offer.id], orderId: order.orderId };
    const answer = await encodedCall(t, "PATCH", "/coupon/v2/item/offer/remove", removal, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = orderSchema.parse((answer.body as { order: unknown }).order);
    expect(after.offers).toEqual([]);
    expect(after.coupon!.amount).toBe(Math.round(order.totals.subtotal / 2));
    expect(after.totals.discount).toBe(after.coupon!.amount);
    expect(after.totals.total).toBe(order.totals.total - after.coupon!.amount);
  });

  it("is refused signed out and for another diner's account", async () => {
    const { diner, offer, order } = await orderWithOffer("BOGO", 2);
    const removal = { customerId: diner.customerId, offerIds: [offer.id], orderId: order.orderId };
    expect((await encodedCall(t, "PATCH", "/coupon/v2/item/offer/remove", removal)).status).toBe(401);
    const other = await signUpByOtp(t);
    const answer = await encodedCall(t, "PATCH", "/coupon/v2/item/offer/remove", removal, { token: other.accessToken });
    expect(answer.status).toBe(403);
    expect(messageOf(answer)).toBe("You can only change offers for your own account");
  });
});
