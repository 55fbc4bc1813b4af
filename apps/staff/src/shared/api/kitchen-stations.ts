import { unwrap } from "@forkful/api-client/api-client";
import { kitchenStationsSchema } from "@forkful/contracts/kitchen";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "./query-keys";
import { staffCall } from "./staff-client";

/**
 * GET /staff/kitchen/stations: the restaurant's stations and the dishes routed to each. Read by the kitchen display (its
 * station filter) and the stations screen (where a manager sets them), so it lives here, not in either feature.
 */
export const useKitchenStations = () =>
  useQuery({
    queryKey: staffKeys.kitchenStations(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/kitchen/stations", schema: kitchenStationsSchema, signal })).stations,
    staleTime: 5 * 60_000,
  });
