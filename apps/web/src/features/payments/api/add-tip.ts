import type { TipType } from "@forkful/contracts/order-totals";
import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { setOrderQueries } from "../../../shared/api/query-keys";

export interface AddTipInput {
  orderId: string;
  /** PERCENTAGE: a percent; FLATFEE: minor units. */
  tip: number;
  tipType: TipType;
}

/** PUT /order/v2/customer/add-tip: the order's tip (refused with 409 once a payment is under way); answers the order. */
export function addTip(input: AddTipInput) {
  return apiRequest({ method: "PUT", path: "/order/v2/customer/add-tip", payload: input, schema: orderSchema, auth: true });
}

/**
 * Changes the order's tip; the latest change wins: an earlier one answered later does not overwrite the order's
 * queries.
 */
export function useAddTip({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addTip> } = {}) {
  const queryClient = useQueryClient();
  const latest = useRef(0);
  return useMutation({
    ...mutationConfig,
    mutationFn: addTip,
    onMutate: () => ++latest.current,
    onSuccess: (...args) => {
      const [result, , sent] = args;
      if (result.ok && sent === latest.current) setOrderQueries(queryClient, result.data);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
