/**
 * A restaurant's coupons open to everyone right now. Given the cart's order type and subtotal, each says whether it
 * applies to it and, if not, why ("Add $7.00 more to use SAVE5"), by the same rules a redeem uses.
 */
import type { AvailableCoupon, AvailableCouponsAnswer } from "@forkful/contracts/coupons";
import type { MenuType } from "@forkful/contracts/merchants";
import { NotFoundError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { shownValue, termsOf, unpaidSince } from "./coupon-answers";
import { judgeCoupon } from "./coupon-rules";
import type { CouponRow } from "./coupons.repository";
import type { CouponsDeps } from "./coupons-deps";

export interface CouponsQuery {
  locationId: number;
  orderType?: MenuType;
  orderAmount?: number;
}

export async function availableCoupons(
  deps: Pick<CouponsDeps, "coupons" | "clock">,
  query: CouponsQuery,
  caller: Caller | null,
): Promise<AvailableCouponsAnswer> {
  const now = deps.clock();
  const location = await deps.coupons.location(query.locationId);
  if (!location) throw new NotFoundError(`No restaurant has the id ${query.locationId}`);
  const rows = (await deps.coupons.listedCoupons(location.id)).filter(
    (row) => (!row.startsAt || row.startsAt <= now) && (!row.expiresAt || row.expiresAt > now),
  );
  const coupons: AvailableCoupon[] = [];
  // One after another: each counts its uses, and a caller with a cart sees the verdict on it.
  for (const row of rows) coupons.push({ ...listed(row), ...(await verdictOn(deps, row, query, location.currency, caller, now)) });
  return { coupons };
}

const listed = (row: CouponRow) => ({
  couponCode: row.code,
  description: row.description,
  discountType: row.discountType,
  discountValue: shownValue(row),
  minimumOrder: row.minimumOrder,
  maxDiscount: row.maxDiscount,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

async function verdictOn(
  deps: Pick<CouponsDeps, "coupons">,
  row: CouponRow,
  query: CouponsQuery,
  currency: "USD" | "INR",
  caller: Caller | null,
  now: Date,
): Promise<Pick<AvailableCoupon, "applies" | "reason" | "discountAmount">> {
  const { orderType, orderAmount } = query;
  if (!orderType || orderAmount === undefined) return { applies: true, reason: null, discountAmount: 0 };
  const uses = await deps.coupons.usesOf(row.id, { customerId: caller?.customerId ?? null, phone: null }, null, unpaidSince(now));
  const verdict = judgeCoupon(termsOf(row), {
    now,
    currency,
    subtotal: orderAmount,
    orderType,
    totalUses: uses.total,
    customerUses: uses.byCustomer,
  });
  const applies = verdict.responseCode === "SUCCESS";
  return { applies, reason: applies ? null : verdict.responseMessage, discountAmount: verdict.discountAmount };
}
