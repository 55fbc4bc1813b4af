import { POPULAR_DISHES_CACHE_MS, popularDishesAnswerSchema } from "@forkful/contracts/popular-dishes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { popularDishesQueryKey } from "../../../shared/api/query-keys";

/** GET /order/popular-dishes/{locationId}: the dishes ordered most at a restaurant lately (none when too few orders). */
export async function getPopularDishes(locationId: number, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "GET", path: `/order/popular-dishes/${locationId}`, schema: popularDishesAnswerSchema, signal }),
  );
}

export function popularDishesQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: popularDishesQueryKey(locationId),
    queryFn: ({ signal }) => getPopularDishes(locationId, signal),
    staleTime: POPULAR_DISHES_CACHE_MS,
  });
}

/** The Popular section is a nicety: while it loads or when it fails, the menu simply shows without it. */
export function usePopularDishes(locationId: number, enabled = true) {
  return useQuery({ ...popularDishesQueryOptions(locationId), enabled, retry: false });
}
