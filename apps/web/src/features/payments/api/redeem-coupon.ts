import { COUPON_SUCCESS, redeemCouponAnswerSchema } from "@forkful/contracts/coupons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { setOrderQueries } from "../../../shared/api/query-keys";

export interface RedeemCouponInput {
  couponCode: string;
  orderId: string;
  customerId: string | null;
}

/** POST /coupon/v2/redeemCoupon: applies the coupon to the unpaid order (replacing an earlier one); answers the order. */
export function redeemCoupon(input: RedeemCouponInput) {
  return apiRequest({ method: "POST", path: "/coupon/v2/redeemCoupon", payload: input, schema: redeemCouponAnswerSchema, auth: true });
}

/** Redeems a coupon; once the server says SUCCESS, every query of the order shows it with the coupon. */
export function useRedeemCoupon({ mutationConfig }: { mutationConfig?: MutationConfig<typeof redeemCoupon> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: redeemCoupon,
    onSuccess: (...args) => {
      const [result] = args;
      if (result.ok && result.data.responseCode === COUPON_SUCCESS && result.data.order) setOrderQueries(queryClient, result.data.order);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
