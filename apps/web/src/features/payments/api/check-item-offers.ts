import { offerCheckAnswerSchema } from "@forkful/contracts/coupons";
import type { MenuType } from "@forkful/contracts/merchants";
import { queryOptions, useQueries } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export interface OfferCheckInput {
  locationId: number;
  customerId: string | null;
  orderType: MenuType;
  itemId: number;
  quantity: number;
}

/** POST /coupon/item/offer/avail/v2: the offers an item has at this quantity ("check", spec §4). */
export async function checkItemOffers(input: OfferCheckInput, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/coupon/item/offer/avail/v2",
      payload: input,
      schema: offerCheckAnswerSchema,
      signal,
      auth: true,
    }),
  );
}

export function itemOffersQueryOptions(input: OfferCheckInput) {
  return queryOptions({
    queryKey: ["item-offers", input.locationId, input.orderType, input.itemId, input.quantity, input.customerId],
    queryFn: ({ signal }) => checkItemOffers(input, signal),
    staleTime: 60_000,
  });
}

/** The offers of every item of an order, one check per item. */
export function useItemOffers(inputs: readonly OfferCheckInput[]) {
  return useQueries({ queries: inputs.map((input) => itemOffersQueryOptions(input)) });
}
