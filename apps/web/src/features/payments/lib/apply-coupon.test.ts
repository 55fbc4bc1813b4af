import type { CouponAnswer } from "@forkful/contracts/coupons";
import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "../../../shared/api/api-client";
import { applyCoupon, readCouponCode } from "./apply-coupon";

const order = {
  orderId: "3f1d2c4b-0000-4000-8000-000000000001",
  locationId: 7,
  orderType: "pickup",
  totals: { subtotal: 2400, tax: 0, deliveryFee: 0, tip: 0, discount: 0, isDiscountApplied: false, walletRedeemed: 0, total: 2400 },
} as Pick<Order, "orderId" | "locationId" | "orderType" | "totals">;
const updated = { ...order, coupon: { couponCode: "WELCOME10", amount: 240 } } as unknown as Order;

const answer = (responseCode: CouponAnswer["responseCode"], responseMessage = ""): CouponAnswer => ({
  responseCode,
  responseMessage,
  couponCode: "WELCOME10",
  discountType: "PERCENTAGE",
  discountValue: 10,
  discountAmount: responseCode === "SUCCESS" ? 240 : 0,
});
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });

describe("applyCoupon", () => {
  it("validates against the order's subtotal, then redeems it on the order", async () => {
    const validate = vi.fn(async () => ok(answer("SUCCESS")));
    const redeem = vi.fn(async () => ok({ ...answer("SUCCESS"), order: updated }));
    const outcome = await applyCoupon(order, "WELCOME10", "cust-1", { validate, redeem });
    expect(outcome).toMatchObject({ status: "applied", order: updated });
    expect(validate).toHaveBeenCalledWith({
      couponCode: "WELCOME10",
      locationId: 7,
      orderType: "pickup",
      orderAmount: 2400,
      customerId: "cust-1",
    });
    expect(redeem).toHaveBeenCalledWith({ couponCode: "WELCOME10", orderId: order.orderId, customerId: "cust-1" });
  });

  it("succeeds only on SUCCESS: otherwise the server's responseMessage, or 'Something went wrong!!'", async () => {
    const redeem = vi.fn();
    const expired = await applyCoupon(order, "OLD", null, {
      validate: async () => ok(answer("EXPIRED", "This coupon has expired")),
      redeem,
    });
    expect(expired).toEqual({ status: "failed", message: "This coupon has expired" });
    const silent = await applyCoupon(order, "OLD", null, { validate: async () => ok(answer("NOT_FOUND")), redeem });
    expect(silent).toEqual({ status: "failed", message: MESSAGES.couponFailed });
    expect(redeem).not.toHaveBeenCalled();
  });

  it("shows a refusal of the redeem, a 4xx message, and a lost answer", async () => {
    const validate = async () => ok(answer("SUCCESS"));
    const paid = await applyCoupon(order, "X1", null, {
      validate,
      redeem: async () => ok({ ...answer("ORDER_PAID", "This order is already paid"), order: null }),
    });
    expect(paid).toEqual({ status: "failed", message: "This order is already paid" });
    const conflict = await applyCoupon(order, "X1", null, {
      validate,
      redeem: async () => ({ ok: false, status: 409, error: "Conflict", message: "A payment is under way" }),
    });
    expect(conflict).toEqual({ status: "failed", message: "A payment is under way" });
    const lost = await applyCoupon(order, "X1", null, { validate: () => Promise.reject(new Error("network")), redeem: vi.fn() });
    expect(lost).toEqual({ status: "failed", message: MESSAGES.couponFailed });
  });
});

describe("readCouponCode", () => {
  it("upper-cases a code and explains a bad one", () => {
    expect(readCouponCode(" welcome10 ")).toEqual({ code: "WELCOME10" });
    expect(readCouponCode("")).toEqual({ error: "Enter a coupon code" });
    expect(readCouponCode("no spaces")).toMatchObject({ error: expect.stringContaining("letters") });
  });
});
