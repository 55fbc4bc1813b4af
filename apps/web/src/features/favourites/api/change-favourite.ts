import { favouritesSchema } from "@forkful/contracts/favourites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { accountQueryKey } from "../../../shared/api/query-keys";
import { favouritesQueryKey } from "./get-favourites";

export interface FavouriteChange {
  customerId: string;
  locationId: number;
  /** A dish of the restaurant; without it, the restaurant itself. */
  itemId?: number;
  /** true: POST /favourites (keep it); false: DELETE /favourites (let it go). */
  keep: boolean;
}

/** POST or DELETE /favourites: both idempotent, both answer every favourite of the diner. */
export async function changeFavourite({ keep, ...target }: FavouriteChange) {
  return apiRequest({ method: keep ? "POST" : "DELETE", path: "/favourites", payload: target, schema: favouritesSchema, auth: true });
}

/**
 * The answer replaces the cached favourites; the rest of the account (the profile's favourites) is asked for again.
 * While the call is on its way the heart shows the change (`variables.keep`); a refusal leaves the cache as it was.
 */
export function useChangeFavourite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof changeFavourite> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: changeFavourite,
    onSuccess: async (...args) => {
      const [result, change] = args;
      if (result.ok) {
        queryClient.setQueryData(favouritesQueryKey(change.customerId), result.data);
        await queryClient.invalidateQueries({
          queryKey: accountQueryKey(change.customerId),
          predicate: (query) => query.queryKey[2] !== "favourites",
        });
      }
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
