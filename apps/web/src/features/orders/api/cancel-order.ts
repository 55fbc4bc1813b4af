import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { orderQueryKey } from "./get-order";

/** PUT /order/update/customer with cancel: true: a diner cancels before the restaurant accepts (status 6 or 7). */
export async function cancelOrder(orderId: string) {
  return unwrap(
    await apiRequest({
      method: "PUT",
      path: "/order/update/customer",
      payload: { orderId, cancel: true },
      schema: orderSchema,
      auth: true,
    }),
  );
}

export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (order) => {
      queryClient.setQueriesData({ queryKey: orderQueryKey(orderId) }, order);
    },
  });
}
