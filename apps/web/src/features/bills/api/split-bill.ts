import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { invalidateOrderQueries, orderRefQueryKey } from "../../../shared/api/query-keys";
import type { SplitBillInput } from "../lib/split-request";

/** POST /order/customer/split-bill: splits the tab's whole bill into parts (the tab is then settling); answers the order. */
export function splitBill(input: SplitBillInput) {
  return apiRequest({ method: "POST", path: "/order/customer/split-bill", payload: input, schema: orderSchema, auth: true });
}

/** Splits the bill; every query of the order (its parts' views too) is asked again. */
export function useSplitBill({ mutationConfig }: { mutationConfig?: MutationConfig<typeof splitBill> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: splitBill,
    onSuccess: (...args) => {
      const [result] = args;
      if (result.ok) {
        // The whole order's view shows the answer at once; its parts' and payments' views are asked again.
        queryClient.setQueryData(orderRefQueryKey({ orderId: result.data.orderId }), result.data);
        invalidateOrderQueries(queryClient, result.data);
      }
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
