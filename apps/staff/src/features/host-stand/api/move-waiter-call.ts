import { waiterCallSchema } from "@forkful/contracts/waiter-calls";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** PUT /staff/waiter-calls/{callId}/acknowledge (the diner reads "A waiter is on the way") or …/close. */
export function useMoveWaiterCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callId, move }: { callId: string; move: "acknowledge" | "close" }) =>
      staffCall({ method: "PUT", path: `/staff/waiter-calls/${callId}/${move}`, schema: waiterCallSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.waiterCalls() }),
  });
}
