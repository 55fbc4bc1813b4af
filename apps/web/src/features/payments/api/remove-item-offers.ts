import { type OfferRemoveRequest, offerApplyAnswerSchema } from "@forkful/contracts/coupons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { setOrderQueries } from "../../../shared/api/query-keys";

/** PATCH /coupon/v2/item/offer/remove: takes item offers off the order (the one applied for the diner too). */
export function removeItemOffers(payload: OfferRemoveRequest) {
  return apiRequest({ method: "PATCH", path: "/coupon/v2/item/offer/remove", payload, schema: offerApplyAnswerSchema, auth: true });
}

/** Removes item offers; every query of the order then shows it without them. */
export function useRemoveItemOffers({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeItemOffers> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: removeItemOffers,
    onSuccess: (...args) => {
      const [result] = args;
      if (result.ok) setOrderQueries(queryClient, result.data.order);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
