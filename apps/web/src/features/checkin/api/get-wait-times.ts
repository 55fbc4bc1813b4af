import { waitTimesAnswerSchema } from "@forkful/contracts/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** POST /merchants/v2/locations/wait-times: whether the line is open, who waits, and the wait by party size now. */
export async function getWaitTimes(locationId: number, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/merchants/v2/locations/wait-times",
      payload: { locationId },
      schema: waitTimesAnswerSchema,
      signal,
    }),
  );
}

export const waitTimesQueryKey = (locationId: number) => ["checkin", "wait-times", locationId] as const;

export function waitTimesQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: waitTimesQueryKey(locationId),
    queryFn: ({ signal }) => getWaitTimes(locationId, signal),
    // The line moves: a quote older than this is asked again when the page is looked at.
    staleTime: 30_000,
  });
}

export function useWaitTimes(locationId: number, enabled = true) {
  return useQuery({ ...waitTimesQueryOptions(locationId), enabled });
}
