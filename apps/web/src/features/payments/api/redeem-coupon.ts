import { redeemCouponAnswerSchema } from "@forkful/contracts/coupons";
import { apiRequest } from "../../../shared/api/api-client";

export interface RedeemCouponInput {
  couponCode: string;
  orderId: string;
  customerId: string | null;
}

/** POST /coupon/v2/redeemCoupon: applies the coupon to the unpaid order (replacing an earlier one); answers the order. */
export function redeemCoupon(input: RedeemCouponInput) {
  return apiRequest({ method: "POST", path: "/coupon/v2/redeemCoupon", payload: input, schema: redeemCouponAnswerSchema, auth: true });
}
