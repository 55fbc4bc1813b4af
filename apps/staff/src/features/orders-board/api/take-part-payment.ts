import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/**
 * PUT /staff/orders/{orderId}/splits/{splitId}/payment (a manager): a diner who chose to pay their part at the counter
 * has paid it. The last part paid closes the bill. Refused (409) when the part has no counter payment waiting.
 */
export function useTakePartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, splitId }: { orderId: string; splitId: string }) =>
      staffCall({ method: "PUT", path: `/staff/orders/${orderId}/splits/${splitId}/payment`, schema: orderSchema }),
    onSettled: () => Promise.all([staffKeys.orders(), staffKeys.tables()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
