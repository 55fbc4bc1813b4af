import { unwrap } from "@forkful/api-client/api-client";
import { staffRestaurantsAnswerSchema } from "@forkful/contracts/staff-owner";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/restaurants: the restaurants the signed-in owner runs, the one they are at marked current. */
export const restaurantsQuery = () =>
  queryOptions({
    queryKey: staffKeys.restaurants(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/restaurants", schema: staffRestaurantsAnswerSchema, signal })),
    staleTime: 10 * 60_000,
  });

export const useRestaurants = (enabled: boolean) => useQuery({ ...restaurantsQuery(), enabled });
