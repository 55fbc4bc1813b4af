import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { setOrderQueries } from "../../../shared/api/query-keys";

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

/** Cancels an order; every query of it then shows the cancelled order. */
export function useCancelOrder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof cancelOrder> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: cancelOrder,
    onSuccess: (...args) => {
      setOrderQueries(queryClient, args[0]);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
