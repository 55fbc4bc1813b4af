import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** POST /staff/orders/{orderId}/late-credit: give the diner the credit offered for their late order (a manager; once). */
export function useGiveLateCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => staffCall({ method: "POST", path: `/staff/orders/${orderId}/late-credit`, schema: orderSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.orders() }),
  });
}
