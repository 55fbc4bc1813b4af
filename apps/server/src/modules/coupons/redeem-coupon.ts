/**
 * Redeeming a coupon onto an unpaid order. Limits are counted under the coupon's row lock, so two orders cannot both
 * take the last use; the order's money changes through the orders module's one reprice.
 */
import type { CouponAnswer, RedeemCouponAnswer } from "@forkful/contracts/coupons";
import { ForbiddenError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import {
  assertMoneyCanChange,
  callersOrderIn,
  DISCOUNT_REFUSALS,
  type Executor,
  type OrderRecord,
  orderRecord,
  repriceOrderUnderLock,
  toOrderDto,
} from "../orders/public";
import { answerOf, notFound, termsOf, unpaidSince } from "./coupon-answers";
import { judgeCoupon } from "./coupon-rules";
import type { CouponRow } from "./coupons.repository";
import type { CouponsDeps } from "./coupons-deps";

export interface CouponRedemption {
  couponCode: string;
  orderId: string;
  customerId?: string | null;
}

export async function redeemCoupon(deps: CouponsDeps, request: CouponRedemption, caller: Caller | null): Promise<RedeemCouponAnswer> {
  const { coupons, db } = deps;
  if (request.customerId && request.customerId !== caller?.customerId)
    throw new ForbiddenError("You can only redeem coupons for your own account");
  const record = await callersOrderIn(db, request.orderId, caller);
  assertMoneyCanChange(record, DISCOUNT_REFUSALS);
  const answer = await db.transaction(async (tx) => {
    const row = await coupons.coupon(record.order.locationId, request.couponCode, tx, true);
    if (!row) return notFound(request.couponCode, record.place.branchName);
    return couponOnOrder(deps, tx, record.order.id, request.couponCode, row);
  });
  const success = answer.responseCode === "SUCCESS";
  return { ...answer, order: success ? toOrderDto((await orderRecord(db, request.orderId))!) : null };
}

/** Under the order's lock: judges the coupon on the order as it now is and, when it applies, redeems it. */
async function couponOnOrder(deps: CouponsDeps, tx: Executor, orderId: string, code: string, row: CouponRow): Promise<CouponAnswer> {
  const now = deps.clock();
  let answer: CouponAnswer | undefined;
  const discountOf = async (locked: OrderRecord) => {
    const { order } = locked;
    const offers = locked.offers.reduce((sum, o) => sum + o.amount, 0);
    const uses = await deps.coupons.usesOf(row.id, { customerId: order.customerId, phone: order.phone }, order.id, unpaidSince(now), tx);
    const verdict = judgeCoupon(termsOf(row), {
      now,
      currency: order.currency,
      subtotal: order.subtotal,
      discountBase: order.subtotal - offers,
      orderType: order.orderType,
      totalUses: uses.total,
      customerUses: uses.byCustomer,
    });
    answer = answerOf(code, row, verdict);
    if (verdict.responseCode !== "SUCCESS") return { discount: order.discount };
    await deps.coupons.redeem(tx, {
      orderId: order.id,
      couponId: row.id,
      customerId: order.customerId,
      phone: order.phone,
      amount: verdict.discountAmount,
      at: now,
    });
    return { discount: verdict.discountAmount + offers };
  };
  await repriceOrderUnderLock(deps.db, tx, orderId, discountOf, now, DISCOUNT_REFUSALS);
  return answer!;
}
