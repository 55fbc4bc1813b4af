import { type Order, orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiResult, apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { invalidateOrderQueries, orderRefQueryKey } from "../../../shared/api/query-keys";
import type { SplitBillInput } from "../lib/split-request";

/** POST /order/customer/split-bill: splits the tab's whole bill into parts (the tab is then settling); answers the order. */
export function splitBill(input: SplitBillInput) {
  return apiRequest({ method: "POST", path: "/order/customer/split-bill", payload: input, schema: orderSchema, auth: true });
}

export interface UndoSplitInput {
  orderId: string;
  /** The token of the tab's table's QR code (decision 028). */
  tableToken?: string;
}

/** POST /order/customer/split-bill/undo: back to one bill (the tab opens again), while no part is paid or being paid. */
export function undoSplit(input: UndoSplitInput) {
  return apiRequest({ method: "POST", path: "/order/customer/split-bill/undo", payload: input, schema: orderSchema, auth: true });
}

/** A change to the bill: the whole order's view shows the answer at once; its parts' and payments' views are asked again. */
function useBillChange<Input>(
  change: (input: Input) => Promise<ApiResult<Order>>,
  mutationConfig: MutationConfig<(input: Input) => Promise<ApiResult<Order>>> | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: change,
    onSuccess: (...args) => {
      const [result] = args;
      if (result.ok) {
        queryClient.setQueryData(orderRefQueryKey({ orderId: result.data.orderId }), result.data);
        invalidateOrderQueries(queryClient, result.data);
      }
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}

export const useSplitBill = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof splitBill> } = {}) =>
  useBillChange(splitBill, mutationConfig);

export const useUndoSplit = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof undoSplit> } = {}) =>
  useBillChange(undoSplit, mutationConfig);
