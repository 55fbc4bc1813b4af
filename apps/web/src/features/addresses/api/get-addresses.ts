import { addressListSchema } from "@forkful/contracts/addresses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { accountQueryKey } from "../../../shared/api/query-keys";

/** GET /addresses?customerId=: the diner's saved addresses, the default first, then the newest. */
export async function getAddresses(customerId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "GET", path: "/addresses", query: { customerId }, schema: addressListSchema, signal, auth: true }),
  );
}

/** Keyed under the customer, so a sign-out or another diner drops it with everything else of theirs. */
export const addressesQueryKey = (customerId: string) => [...accountQueryKey(customerId), "addresses"] as const;

export function addressesQueryOptions(customerId: string) {
  return queryOptions({ queryKey: addressesQueryKey(customerId), queryFn: ({ signal }) => getAddresses(customerId, signal) });
}

export function useAddresses(customerId: string | null) {
  return useQuery({ ...addressesQueryOptions(customerId ?? ""), enabled: Boolean(customerId) });
}
