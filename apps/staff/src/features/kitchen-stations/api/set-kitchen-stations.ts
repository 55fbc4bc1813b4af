import { type KitchenStations, kitchenStationsSchema } from "@forkful/contracts/kitchen";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/**
 * PUT /staff/kitchen/stations (a manager): every station and its dishes at once. The stations and the kitchen's
 * tickets (whose dishes carry their station) are read again after.
 */
export function useSetKitchenStations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KitchenStations) =>
      outcomeOf(staffCall({ method: "PUT", path: "/staff/kitchen/stations", payload: body, schema: kitchenStationsSchema })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.kitchenStations() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.kitchenTickets() }),
      ]),
  });
}
