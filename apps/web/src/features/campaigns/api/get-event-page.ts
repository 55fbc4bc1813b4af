import { eventPageSchema } from "@forkful/contracts/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** GET /merchants/events/{eventSlug}?locationId=: an event's page, its slots with the places left. */
export async function getEventPage(locationId: number, eventSlug: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "GET",
      path: `/merchants/events/${encodeURIComponent(eventSlug)}`,
      query: { locationId },
      schema: eventPageSchema,
      signal,
    }),
  );
}

export const eventPageQueryOptions = (locationId: number, eventSlug: string) =>
  queryOptions({
    queryKey: ["events", locationId, eventSlug],
    queryFn: ({ signal }) => getEventPage(locationId, eventSlug, signal),
    retry: false,
  });

export const useEventPage = (locationId: number, eventSlug: string) => useQuery(eventPageQueryOptions(locationId, eventSlug));
