import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** PUT /staff/orders/{orderId}/payment: the diner who chose to pay at the restaurant has paid (a manager). */
export function useTakeCounterPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => staffCall({ method: "PUT", path: `/staff/orders/${orderId}/payment`, schema: orderSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.orders() }),
  });
}
