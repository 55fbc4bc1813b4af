import { COUPON_SUCCESS, couponAnswerSchema } from "@forkful/contracts/coupons";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payByCard, placeTestOrder, renewedGuest } from "../../test/payment-test-kit";
import { encodedCall, mutableClock } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { UNPAID_COUPON_HOLD_MS } from "./coupon-answers";

let t: TestApp;
const clock = mutableClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const redeem = async ({ orderId, token }: { orderId: string; token: string }) =>
  couponAnswerSchema.parse((await encodedCall(t, "POST", "/coupon/v2/redeemCoupon", { couponCode: "WELCOME10", orderId }, { token })).body)
    .responseCode;

describe("a once-per-diner coupon on an order that was never paid", () => {
  it("is given back after a while; on a paid order it stays used", async () => {
    const abandoned = await placeTestOrder(t);
    expect(await redeem(abandoned)).toBe(COUPON_SUCCESS);
    let next = await placeTestOrder(t);
    expect(await redeem(next)).toBe("CUSTOMER_LIMIT");

    clock.advance(UNPAID_COUPON_HOLD_MS + 60_000);
    next = await renewedGuest(t, next);
    expect(await redeem(next)).toBe(COUPON_SUCCESS);
    await payByCard(t, next.orderId, SANDBOX_TEST_CARDS.approved, next.token);

    clock.advance(UNPAID_COUPON_HOLD_MS + 60_000);
    const later = await placeTestOrder(t);
    expect(await redeem(later)).toBe("CUSTOMER_LIMIT");
  });
});
