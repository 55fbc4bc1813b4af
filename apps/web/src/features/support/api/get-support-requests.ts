import { SUPPORT_LIMITS, type SupportRequest, supportRequestListSchema } from "@forkful/contracts/support";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { accountQueryKey } from "../../../shared/api/query-keys";

/** GET /support/requests?customerId=: the diner's support requests, newest first, with the restaurants' answers. */
export async function getSupportRequests(customerId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "GET",
      path: "/support/requests",
      query: { customerId },
      schema: supportRequestListSchema,
      signal,
      auth: true,
    }),
  );
}

/** Keyed under the customer, so a sign-out or another diner drops it with everything else of theirs. */
export const supportRequestsQueryKey = (customerId: string) => [...accountQueryKey(customerId), "support"] as const;

export function supportRequestsQueryOptions(customerId: string) {
  return queryOptions({ queryKey: supportRequestsQueryKey(customerId), queryFn: ({ signal }) => getSupportRequests(customerId, signal) });
}

const waitsForAnswer = (requests: SupportRequest[] | undefined) => Boolean(requests?.some((r) => r.state === "open"));

/**
 * The diner's requests, live while one waits for its answer: asked again when the diner comes back to the page (from
 * the SMS that brought the answer) and every SUPPORT_LIMITS.waitingPollMs while the page is in view. Polling, not a stream:
 * answers come minutes or hours apart and the SMS already brings them at once, so a connection held open per diner
 * would cost more than a small query now and then, and only while something waits.
 */
export function useSupportRequests(customerId: string | null) {
  return useQuery({
    ...supportRequestsQueryOptions(customerId ?? ""),
    enabled: Boolean(customerId),
    refetchOnWindowFocus: (query) => (waitsForAnswer(query.state.data) ? "always" : false),
    refetchInterval: (query) => (waitsForAnswer(query.state.data) ? SUPPORT_LIMITS.waitingPollMs : false),
  });
}
