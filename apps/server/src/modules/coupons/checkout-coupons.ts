/**
 * Coupons typed at checkout, before the order exists (orders calls these as its checkoutCoupons, built by
 * coupons/public.ts): the same rules and limits as validate-then-redeem, judged on the cart, redeemed with the new order.
 */
import type { CouponAnswer } from "@forkful/contracts/coupons";
import type { AppContext, CheckoutCouponCart, CheckoutCoupons } from "../../app-context";
import type { Executor } from "../orders/public";
import { answerOf, notFound, termsOf, unpaidSince } from "./coupon-answers";
import { judgeCoupon } from "./coupon-rules";
import type { CouponRow } from "./coupons.repository";
import { createCouponsRepository } from "./coupons.repository";
import type { CouponsDeps } from "./coupons-deps";

export function checkoutCoupons(deps: Pick<CouponsDeps, "coupons" | "clock">): CheckoutCoupons {
  return {
    judge: async (cart) => (await judgeOnCart(deps, cart, null)).answer,
    async redeemWithOrder(tx, cart, orderId) {
      const now = deps.clock();
      const { answer, row } = await judgeOnCart(deps, cart, tx);
      if (answer.responseCode !== "SUCCESS" || !row) return answer;
      const { customerId, phone } = cart;
      await deps.coupons.redeem(tx, { orderId, couponId: row.id, customerId, phone, amount: answer.discountAmount, at: now });
      return answer;
    },
  };
}

/** The verdict on a cart; inside a transaction the coupon's row is locked first, so limits count every other use. */
async function judgeOnCart(
  deps: Pick<CouponsDeps, "coupons" | "clock">,
  cart: CheckoutCouponCart,
  tx: Executor | null,
): Promise<{ answer: CouponAnswer; row: CouponRow | null }> {
  const { coupons } = deps;
  const now = deps.clock();
  const row = tx
    ? await coupons.coupon(cart.locationId, cart.couponCode, tx, true)
    : await coupons.coupon(cart.locationId, cart.couponCode);
  if (!row) {
    const location = await coupons.location(cart.locationId);
    return { answer: notFound(cart.couponCode, location?.branchName ?? "this restaurant"), row };
  }
  const who = { customerId: cart.customerId, phone: cart.phone };
  const uses = await coupons.usesOf(row.id, who, null, unpaidSince(now), tx ?? undefined);
  const verdict = judgeCoupon(termsOf(row), {
    now,
    currency: cart.currency,
    subtotal: cart.subtotal,
    orderType: cart.orderType,
    totalUses: uses.total,
    customerUses: uses.byCustomer,
  });
  return { answer: answerOf(cart.couponCode, row, verdict), row };
}

/** The checkout's coupon judge, built once by buildApp and handed to orders (AppContext.checkoutCoupons). */
export function checkoutCouponsOf({ db, clock }: Pick<AppContext, "db" | "clock">): CheckoutCoupons {
  return checkoutCoupons({ coupons: createCouponsRepository(db), clock });
}
