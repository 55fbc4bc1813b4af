import { couponAnswerSchema } from "@forkful/contracts/coupons";
import type { MenuType } from "@forkful/contracts/merchants";
import { apiRequest } from "../../../shared/api/api-client";

export interface ValidateCouponInput {
  couponCode: string;
  locationId: number;
  orderType: MenuType;
  /** The order's subtotal, minor units: what the coupon would discount. */
  orderAmount: number;
  customerId: string | null;
}

/** GET /coupon/v2/validateCoupon (encoded answer): valid only when responseCode is SUCCESS (spec §5). */
export function validateCoupon({ customerId, ...query }: ValidateCouponInput) {
  return apiRequest({
    method: "GET",
    path: "/coupon/v2/validateCoupon",
    query: { ...query, ...(customerId ? { customerId } : {}) },
    schema: couponAnswerSchema,
    auth: true,
  });
}
