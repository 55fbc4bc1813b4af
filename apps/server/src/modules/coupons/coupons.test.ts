import { randomUUID } from "node:crypto";
import { COUPON_SUCCESS, couponAnswerSchema } from "@forkful/contracts/coupons";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "../../db/schema/coupons";
import { payByCard, placeTestOrder } from "../../test/payment-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const redeem = async (couponCode: string, orderId: string, token?: string) => {
  const answer = await encodedCall(t, "POST", "/coupon/v2/redeemCoupon", { couponCode, orderId }, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const body = answer.body as { order: Order | null };
  return { ...couponAnswerSchema.parse(answer.body), order: body.order ? orderSchema.parse(body.order) : null };
};

const validate = async (query: Record<string, string | number>) => {
  const answer = await encodedCall(
    t,
    "GET",
    `/coupon/v2/validateCoupon?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    undefined,
  );
  return { status: answer.status, body: answer.body };
};

/** A coupon of the order's restaurant with these terms. */
async function addCoupon(locationId: number, terms: Partial<typeof coupons.$inferInsert> = {}): Promise<string> {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await t.database.db.insert(coupons).values({
    locationId,
    code,
    description: "test",
    discountType: "FLAT",
    discountValue: 200,
    ...terms,
  });
  return code;
}

describe("GET /coupon/v2/validateCoupon", () => {
  it("answers SUCCESS with the discount on the amount, or a reason", async () => {
    const order = await placeTestOrder(t);
    const base = { locationId: order.locationId, orderType: "pickup", orderAmount: 2000 };
    const ok = couponAnswerSchema.parse((await validate({ ...base, couponCode: "welcome10" })).body);
    expect(ok).toMatchObject({
      responseCode: COUPON_SUCCESS,
      couponCode: "WELCOME10",
      discountType: "PERCENTAGE",
      discountValue: 10,
      discountAmount: 200,
    });
    expect(couponAnswerSchema.parse((await validate({ ...base, couponCode: "NOPE" })).body).responseCode).toBe("NOT_FOUND");
    expect(couponAnswerSchema.parse((await validate({ ...base, couponCode: "SUMMER25" })).body)).toMatchObject({
      responseCode: "EXPIRED",
      discountAmount: 0,
    });
    const small = couponAnswerSchema.parse((await validate({ ...base, couponCode: "SAVE5", orderAmount: 1000 })).body);
    expect(small.responseCode).toBe("MIN_ORDER");
    expect(small.responseMessage).toMatch(/Add \$20\.00 more/);
    expect(couponAnswerSchema.parse((await validate({ ...base, couponCode: "PICKUP15", orderType: "delivery" })).body).responseCode).toBe(
      "ORDER_TYPE",
    );
  });

  it("refuses bad input with 400", async () => {
    const { status } = await validate({ couponCode: "WELCOME10", locationId: 1, orderType: "pickup", orderAmount: -5 });
    expect(status).toBe(400);
  });
});

describe("POST /coupon/v2/redeemCoupon", () => {
  it("takes the discount off the order's total", async () => {
    const order = await placeTestOrder(t);
    const code = await addCoupon(order.locationId, { discountType: "PERCENTAGE", discountValue: 5000, maxDiscount: 300 });
    const answer = await redeem(code, order.orderId, order.token);
    expect(answer.responseCode).toBe(COUPON_SUCCESS);
    expect(answer.order!.totals).toMatchObject({ discount: 300, isDiscountApplied: true, total: order.totals.total - 300 });
    expect(answer.order!.coupon).toEqual({ couponCode: code, amount: 300 });
  });

  it("holds per-customer limits by phone and total limits across orders; a cancelled order gives its use back", async () => {
    const first = await placeTestOrder(t);
    const once = await addCoupon(first.locationId, { perCustomerLimit: 1 });
    expect((await redeem(once, first.orderId, first.token)).responseCode).toBe(COUPON_SUCCESS);
    const second = await placeTestOrder(t);
    expect((await redeem(once, second.orderId, second.token)).responseCode).toBe("CUSTOMER_LIMIT");
    const cancelled = await encodedCall(
      t,
      "PUT",
      "/order/update/customer",
      { orderId: first.orderId, cancel: true },
      { token: first.token },
    );
    expect(cancelled.status).toBe(200);
    expect((await redeem(once, second.orderId, second.token)).responseCode).toBe(COUPON_SUCCESS);

    const last = await addCoupon(first.locationId, { totalLimit: 1 });
    const [a, b] = [await placeTestOrder(t), await placeTestOrder(t)];
    const answers = await Promise.all([redeem(last, a.orderId, a.token), redeem(last, b.orderId, b.token)]);
    expect(answers.map((x) => x.responseCode).sort()).toEqual([COUPON_SUCCESS, "USAGE_LIMIT"]);
  });

  it("does not change an order that is being paid, and says why", async () => {
    const order = await placeTestOrder(t);
    await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
    const answer = await encodedCall(
      t,
      "POST",
      "/coupon/v2/redeemCoupon",
      { couponCode: "WELCOME10", orderId: order.orderId },
      { token: order.token },
    );
    expect(answer.status).toBe(409);
    expect(messageOf(answer)).toMatch(/Payment has started/);
  });

  it("an expired coupon changes nothing", async () => {
    const order = await placeTestOrder(t);
    const answer = await redeem("SUMMER25", order.orderId, order.token);
    expect(answer).toMatchObject({ responseCode: "EXPIRED", order: null });
    const after = orderSchema.parse(
      (await encodedCall(t, "GET", `/order/v2/getOrder?orderId=${order.orderId}`, undefined, { token: order.token })).body,
    );
    expect(after.totals).toEqual(order.totals);
  });

  it("another account's order is refused", async () => {
    const owner = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    const order = await placeTestOrder(t, { token: owner.accessToken, extra: { customerId: owner.customerId } });
    const answer = await encodedCall(
      t,
      "POST",
      "/coupon/v2/redeemCoupon",
      { couponCode: "WELCOME10", orderId: order.orderId },
      { token: other.accessToken },
    );
    expect(answer.status).toBe(403);
  });
});
