import { supportRequestListSchema } from "@forkful/contracts/support";
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

export function useSupportRequests(customerId: string | null) {
  return useQuery({ ...supportRequestsQueryOptions(customerId ?? ""), enabled: Boolean(customerId) });
}
