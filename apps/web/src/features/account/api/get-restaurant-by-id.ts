import { restaurantDetailSchema } from "@forkful/contracts/merchants";
import { queryOptions, useQueries } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** POST merchants/locations/id: a location by its id (a favourite restaurant of the profile). */
export async function getRestaurantById(locationId: number, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/merchants/locations/id",
      payload: { staffId: null, locationId },
      schema: restaurantDetailSchema,
      signal,
    }),
  );
}

export function restaurantByIdQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: ["restaurants", "id", locationId],
    queryFn: ({ signal }) => getRestaurantById(locationId, signal),
    staleTime: 5 * 60_000,
  });
}

/** Several locations at once, in the order of `locationIds`. */
export function useRestaurantsByIds(locationIds: readonly number[]) {
  return useQueries({ queries: locationIds.map((id) => restaurantByIdQueryOptions(id)) });
}
