/** A restaurant's coupons open to everyone right now. */
import type { AvailableCouponsAnswer } from "@forkful/contracts/coupons";
import { shownValue } from "./coupon-answers";
import type { CouponsDeps } from "./coupons-deps";

export async function availableCoupons(
  deps: Pick<CouponsDeps, "coupons" | "clock">,
  { locationId }: { locationId: number },
): Promise<AvailableCouponsAnswer> {
  const now = deps.clock().getTime();
  const rows = await deps.coupons.listedCoupons(locationId);
  return {
    coupons: rows
      .filter((row) => (!row.startsAt || row.startsAt.getTime() <= now) && (!row.expiresAt || row.expiresAt.getTime() > now))
      .map((row) => ({
        couponCode: row.code,
        description: row.description,
        discountType: row.discountType,
        discountValue: shownValue(row),
        minimumOrder: row.minimumOrder,
        maxDiscount: row.maxDiscount,
        expiresAt: row.expiresAt?.toISOString() ?? null,
      })),
  };
}
