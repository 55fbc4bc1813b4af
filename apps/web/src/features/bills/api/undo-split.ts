import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { invalidateOrderQueries, orderRefQueryKey } from "../../../shared/api/query-keys";

export interface UndoSplitInput {
  orderId: string;
}

/** POST /order/customer/split-bill/undo: back to one bill (the tab opens again), while no part is paid or being paid. */
export function undoSplit(input: UndoSplitInput) {
  return apiRequest({ method: "POST", path: "/order/customer/split-bill/undo", payload: input, schema: orderSchema, auth: true });
}

export function useUndoSplit({ mutationConfig }: { mutationConfig?: MutationConfig<typeof undoSplit> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: undoSplit,
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
