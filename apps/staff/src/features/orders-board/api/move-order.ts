import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

export interface OrderMove {
  orderId: string;
  status: number;
  /** Accepting: minutes until it is ready, which moves the diner's promised time. */
  prepMinutes?: number;
  /** Cancelling: why, which the diner reads. */
  reason?: string;
}

/** PUT /staff/orders/{orderId}/status; a refused move (409, 403) comes back as a result to show. */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: OrderMove) =>
      staffCall({ method: "PUT", path: `/staff/orders/${orderId}/status`, payload: body, schema: orderSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.orders() }),
  });
}
