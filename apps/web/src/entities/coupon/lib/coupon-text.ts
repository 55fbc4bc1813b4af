import type { Currency } from "@forkful/contracts/constants";
import type { AvailableCoupon } from "@forkful/contracts/coupons";
import { formatMoney } from "@forkful/contracts/money";

/** "20% off · over $20.00", "$5.00 off": what a coupon chip says beside its code. */
export function couponChipText(coupon: AvailableCoupon, currency: Currency): string {
  const off = coupon.discountType === "PERCENTAGE" ? `${coupon.discountValue}% off` : `${formatMoney(coupon.discountValue, currency)} off`;
  return coupon.minimumOrder > 0 ? `${off} over ${formatMoney(coupon.minimumOrder, currency)}` : off;
}
