/** Checking a coupon against an amount before the order exists (a preview; nothing is redeemed). */
import type { CouponAnswer } from "@forkful/contracts/coupons";
import type { MenuType } from "@forkful/contracts/merchants";
import { NotFoundError } from "../../lib/domain-errors";
import { actingCustomer, type Caller } from "../../plugins/caller";
import { answerOf, notFound, termsOf, unpaidSince } from "./coupon-answers";
import { judgeCoupon } from "./coupon-rules";
import type { CouponsDeps } from "./coupons-deps";

export interface CouponCheck {
  couponCode: string;
  locationId: number;
  orderType: MenuType;
  orderAmount: number;
  customerId?: string;
}

export async function validateCoupon(
  deps: Pick<CouponsDeps, "coupons" | "clock">,
  query: CouponCheck,
  caller: Caller | null,
): Promise<CouponAnswer> {
  const { coupons, clock } = deps;
  const customerId = query.customerId ? actingCustomer(caller, query.customerId) : null;
  const location = await coupons.location(query.locationId);
  if (!location) throw new NotFoundError(`No restaurant has the id ${query.locationId}`);
  const row = await coupons.coupon(location.id, query.couponCode);
  if (!row) return notFound(query.couponCode, location.branchName);
  const uses = await coupons.usesOf(row.id, { customerId, phone: null }, null, unpaidSince(clock()));
  const verdict = judgeCoupon(termsOf(row), {
    now: clock(),
    currency: location.currency,
    subtotal: query.orderAmount,
    orderType: query.orderType,
    totalUses: uses.total,
    customerUses: uses.byCustomer,
  });
  return answerOf(query.couponCode, row, verdict);
}
