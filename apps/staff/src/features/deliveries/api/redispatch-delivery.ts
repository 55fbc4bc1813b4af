import { staffDeliverySchema } from "@forkful/contracts/staff-deliveries";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/**
 * POST /staff/deliveries/{orderId}/redispatch (a manager): the courier is cancelled with its partner and the next partner
 * allowed is asked. Refused (409, with the server's words) once the courier has the food.
 */
export function useRedispatchDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      staffCall({ method: "POST", path: `/staff/deliveries/${orderId}/redispatch`, payload: {}, schema: staffDeliverySchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.deliveries() }),
  });
}
