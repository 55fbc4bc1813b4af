import { favouritesSchema } from "@forkful/contracts/favourites";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { accountQueryKey } from "../../../shared/api/query-keys";

/** GET /favourites?customerId=: every favourite restaurant and dish of the diner (one cache for menus, lists and the account). */
export async function getFavourites(customerId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "GET", path: "/favourites", query: { customerId }, schema: favouritesSchema, signal, auth: true }),
  );
}

/** Keyed under the customer, so a sign-out or another diner drops it with everything else of theirs. */
export const favouritesQueryKey = (customerId: string) => [...accountQueryKey(customerId), "favourites"] as const;

export function favouritesQueryOptions(customerId: string) {
  return queryOptions({ queryKey: favouritesQueryKey(customerId), queryFn: ({ signal }) => getFavourites(customerId, signal) });
}

export function useFavourites(customerId: string | null) {
  return useQuery({ ...favouritesQueryOptions(customerId ?? ""), enabled: Boolean(customerId) });
}
