import type { OfferApplyRequest } from "@forkful/contracts/coupons";
import { offerApplyAnswerSchema } from "@forkful/contracts/coupons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { setOrderQueries } from "../../../shared/api/query-keys";

/**
 * PATCH /coupon/v2/item/offer/apply: applies item offers to the order. The payload is offerApplyPayload()'s, never
 * built by hand; an empty one is not sent (the caller says what is missing).
 */
export function applyItemOffers(payload: OfferApplyRequest) {
  return apiRequest({ method: "PATCH", path: "/coupon/v2/item/offer/apply", payload, schema: offerApplyAnswerSchema, auth: true });
}

/** Applies item offers; every query of the order then shows it with them. */
export function useApplyItemOffers({ mutationConfig }: { mutationConfig?: MutationConfig<typeof applyItemOffers> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: applyItemOffers,
    onSuccess: (...args) => {
      const [result] = args;
      if (result.ok) setOrderQueries(queryClient, result.data.order);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
