/** A coupon's terms as the rules read them, and the answers a coupon check gives. */
import type { CouponAnswer } from "@forkful/contracts/coupons";
import type { CouponTerms } from "./coupon-rules";
import type { CouponRow } from "./coupons.repository";

/** An unpaid order that nobody accepted keeps its coupon use this long, then gives it back. */
export const UNPAID_COUPON_HOLD_MS = 30 * 60 * 1000;
export const unpaidSince = (now: Date) => new Date(now.getTime() - UNPAID_COUPON_HOLD_MS);

export function termsOf(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minimumOrder: row.minimumOrder,
    orderTypes: row.orderTypes,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    perCustomerLimit: row.perCustomerLimit,
    totalLimit: row.totalLimit,
  };
}

/** The value a diner reads: a percentage in percent (basis points stored), a flat amount as is. */
export const shownValue = (row: CouponRow) => (row.discountType === "PERCENTAGE" ? row.discountValue / 100 : row.discountValue);

export function answerOf(
  code: string,
  row: CouponRow | null,
  verdict: Pick<CouponAnswer, "responseCode" | "responseMessage" | "discountAmount">,
): CouponAnswer {
  return {
    ...verdict,
    couponCode: code,
    discountType: row?.discountType ?? null,
    discountValue: row ? shownValue(row) : null,
  };
}

export const notFound = (code: string, branchName: string) =>
  answerOf(code, null, { responseCode: "NOT_FOUND", responseMessage: `${code} is not a coupon of ${branchName}`, discountAmount: 0 });
