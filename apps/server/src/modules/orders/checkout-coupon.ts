/**
 * A coupon typed at checkout, before the order exists: judged while pricing (the totals show its discount), and
 * redeemed in the same transaction that places the order, so a coupon that no longer applies places nothing.
 */
import { COUPON_SUCCESS, type CouponAnswer } from "@forkful/contracts/coupon-verdict";
import { REFUSALS, type Refusal } from "@forkful/contracts/refusals";
import type { CheckoutCouponCart } from "../../app-context";
import { ConflictError } from "../../lib/domain-errors";
import type { Executor } from "./order-rows";
import type { OrdersDeps } from "./orders-deps";

export type CheckoutCouponDeps = Pick<OrdersDeps, "checkoutCoupons">;

export const couponApplies = (coupon: CouponAnswer | null) => coupon?.responseCode === COUPON_SUCCESS;

/** The coupon's verdict on the cart, or null when none was typed. */
export async function judgeCheckoutCoupon(
  deps: CheckoutCouponDeps,
  cart: Omit<CheckoutCouponCart, "couponCode"> & { couponCode?: string },
) {
  const { couponCode } = cart;
  if (!couponCode) return null;
  return deps.checkoutCoupons.judge({ ...cart, couponCode });
}

/** Why a typed coupon does not apply (its verdict's words), or null when it does or none was typed. */
export const couponRefusalOf = (coupon: CouponAnswer | null): Refusal | null =>
  coupon && !couponApplies(coupon) ? REFUSALS.COUPON_REFUSED(coupon.responseMessage) : null;

/** A typed coupon that does not apply stops the order (409 with its reason). */
export function assertCouponApplies(coupon: CouponAnswer | null): void {
  const refusal = couponRefusalOf(coupon);
  if (refusal !== null) throw new ConflictError(refusal);
}

/** Inside the placing transaction: the coupon redeemed with the order for the very discount the totals showed. */
export async function redeemWithOrder(
  deps: CheckoutCouponDeps,
  tx: Executor,
  cart: CheckoutCouponCart & { phone: string },
  orderId: string,
  quoted: CouponAnswer,
): Promise<void> {
  const answer = await deps.checkoutCoupons.redeemWithOrder(tx, cart, orderId);
  assertCouponApplies(answer);
  if (answer.discountAmount !== quoted.discountAmount) throw new ConflictError(REFUSALS.COUPON_CHANGED);
}
