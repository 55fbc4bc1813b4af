import { findMerchantAnswerSchema } from "@forkful/contracts/merchants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** POST customer/findMerchant/v2 with no filter: every restaurant, for "which restaurant do you need help with". */
export async function getSupportRestaurants(signal?: AbortSignal) {
  const { restaurants } = unwrap(
    await apiRequest({ method: "POST", path: "/customer/findMerchant/v2", payload: {}, schema: findMerchantAnswerSchema, signal }),
  );
  return restaurants.map((r) => ({ id: r.id, name: r.branchName, city: r.city }));
}

export type SupportRestaurant = Awaited<ReturnType<typeof getSupportRestaurants>>[number];

export function supportRestaurantsQueryOptions() {
  return queryOptions({
    queryKey: ["support", "restaurants"],
    queryFn: ({ signal }) => getSupportRestaurants(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSupportRestaurants(enabled: boolean) {
  return useQuery({ ...supportRestaurantsQueryOptions(), enabled });
}
