/** Whether a coupon applies, and how much it takes off: pure rules over the coupon and its use so far. */
import type { CouponResponseCode } from "@forkful/contracts/coupons";
import { applyBasisPoints, formatMoney } from "@forkful/contracts/money";

export interface CouponTerms {
  code: string;
  discountType: "PERCENTAGE" | "FLAT";
  /** PERCENTAGE: basis points; FLAT: minor units */
  discountValue: number;
  maxDiscount: number | null;
  minimumOrder: number;
  orderTypes: string[] | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  perCustomerLimit: number | null;
  totalLimit: number | null;
}

export interface CouponUse {
  now: Date;
  currency: "USD" | "INR";
  subtotal: number;
  /** What the coupon takes its share of: the subtotal less item offers already on the order. */
  discountBase?: number;
  orderType: string;
  /** Redemptions on other orders that were not cancelled. */
  totalUses: number;
  /** Of those, by this customer (account or phone). */
  customerUses: number;
}

export interface CouponVerdict {
  responseCode: CouponResponseCode;
  responseMessage: string;
  discountAmount: number;
}

const dateText = (date: Date) => date.toISOString().slice(0, 10);
const fail = (responseCode: CouponResponseCode, responseMessage: string): CouponVerdict => ({
  responseCode,
  responseMessage,
  discountAmount: 0,
});

export function couponDiscount(terms: Pick<CouponTerms, "discountType" | "discountValue" | "maxDiscount">, subtotal: number): number {
  const raw = terms.discountType === "PERCENTAGE" ? applyBasisPoints(subtotal, terms.discountValue) : terms.discountValue;
  return Math.max(0, Math.min(raw, terms.maxDiscount ?? raw, subtotal));
}

export function judgeCoupon(terms: CouponTerms, use: CouponUse): CouponVerdict {
  if (terms.startsAt && terms.startsAt.getTime() > use.now.getTime())
    return fail("NOT_STARTED", `${terms.code} starts on ${dateText(terms.startsAt)}`);
  if (terms.expiresAt && terms.expiresAt.getTime() <= use.now.getTime())
    return fail("EXPIRED", `${terms.code} expired on ${dateText(terms.expiresAt)}`);
  if (terms.orderTypes && !terms.orderTypes.includes(use.orderType))
    return fail("ORDER_TYPE", `${terms.code} is for ${terms.orderTypes.join(" or ")} orders only`);
  if (use.subtotal < terms.minimumOrder)
    return fail("MIN_ORDER", `Add ${formatMoney(terms.minimumOrder - use.subtotal, use.currency)} more to use ${terms.code}`);
  if (terms.totalLimit !== null && use.totalUses >= terms.totalLimit) return fail("USAGE_LIMIT", `${terms.code} has been fully used`);
  if (terms.perCustomerLimit !== null && use.customerUses >= terms.perCustomerLimit)
    return fail("CUSTOMER_LIMIT", `You have already used ${terms.code}`);
  const discountAmount = couponDiscount(terms, use.discountBase ?? use.subtotal);
  return {
    responseCode: "SUCCESS",
    responseMessage: `${terms.code} applied: you save ${formatMoney(discountAmount, use.currency)}`,
    discountAmount,
  };
}
