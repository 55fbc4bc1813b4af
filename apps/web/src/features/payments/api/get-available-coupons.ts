import { availableCouponsAnswerSchema } from "@forkful/contracts/coupons";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** GET /coupon/v2/available?locationId= (encoded): the coupons a diner may try at this location. */
export async function getAvailableCoupons(locationId: number, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "GET", path: "/coupon/v2/available", query: { locationId }, schema: availableCouponsAnswerSchema, signal }),
  ).coupons;
}

export function availableCouponsQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: ["coupons", locationId],
    queryFn: ({ signal }) => getAvailableCoupons(locationId, signal),
    staleTime: 60_000,
  });
}

export function useAvailableCoupons(locationId: number) {
  return useQuery(availableCouponsQueryOptions(locationId));
}
