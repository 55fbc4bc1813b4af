import type { Transaction } from "@forkful/contracts/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { orderQueryKey } from "../../../shared/api/query-keys";

type TransactionCall<I> = (input: I) => Promise<ApiResult<Transaction>>;

/**
 * The `useMutation` of a payment call (start, authorize, collect, link or QR, at the restaurant): the answered
 * transaction changed its order's payment, so the order's queries are marked stale. They are not fetched at once: the
 * payment page follows the order itself, and asks for it again once paid.
 */
export function useTransactionMutation<I>(mutationFn: TransactionCall<I>, mutationConfig?: MutationConfig<TransactionCall<I>>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: (...args) => {
      const [result] = args;
      if (result.ok) void queryClient.invalidateQueries({ queryKey: orderQueryKey(result.data.orderId), refetchType: "none" });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
