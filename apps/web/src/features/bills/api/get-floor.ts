import { tableDetailsAnswerSchema } from "@forkful/contracts/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** POST /merchants/locations/reservations/table-details/v2 without a table: the restaurant's floor, every section's tables. */
export async function getFloor(locationId: number, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/merchants/locations/reservations/table-details/v2",
      payload: { locationId },
      schema: tableDetailsAnswerSchema,
      signal,
    }),
  );
}

export function floorQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: ["floor", locationId] as const,
    queryFn: ({ signal }) => getFloor(locationId, signal),
    staleTime: 60_000,
  });
}

export function useFloor(locationId: number) {
  return useQuery(floorQueryOptions(locationId));
}
