import { tableDetailsAnswerSchema } from "@forkful/contracts/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "./api-client";

/**
 * POST /merchants/locations/reservations/table-details/v2: with a tableId, that table, its section and restaurant,
 * whether anyone sits there and the party seated there when the caller is that party (so the diner's token goes with
 * it); without one, the restaurant's whole floor.
 */
export async function getTableDetails(payload: { locationId: number; tableId?: string }, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/merchants/locations/reservations/table-details/v2",
      payload,
      schema: tableDetailsAnswerSchema,
      signal,
      auth: true,
    }),
  );
}

/** The restaurant's floor: every section's tables. */
export function floorQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: ["floor", locationId] as const,
    queryFn: ({ signal }) => getTableDetails({ locationId }, signal),
    staleTime: 60_000,
  });
}

export function useFloor(locationId: number) {
  return useQuery(floorQueryOptions(locationId));
}
