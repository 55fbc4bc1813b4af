import { userDetailSchema } from "@forkful/contracts/customers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { accountQueryKey } from "../../../shared/api/query-keys";

/** POST /customer/profile/v2: the signed-in diner's profile (spec §3 "User detail"). */
export async function getProfile(customerId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/customer/profile/v2",
      payload: { id: customerId },
      schema: userDetailSchema,
      signal,
      auth: true,
    }),
  );
}

/** Keyed under the customer, so a sign-out or another diner drops it with everything else of theirs. */
export const profileQueryKey = (customerId: string) => [...accountQueryKey(customerId), "profile"] as const;

export function profileQueryOptions(customerId: string) {
  return queryOptions({ queryKey: profileQueryKey(customerId), queryFn: ({ signal }) => getProfile(customerId, signal) });
}

export function useProfile(customerId: string | null) {
  return useQuery({ ...profileQueryOptions(customerId ?? ""), enabled: Boolean(customerId) });
}
