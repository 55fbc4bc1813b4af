import type { TipType } from "@forkful/contracts/order-totals";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { type ApiResult, apiRequest } from "../../../shared/api/api-client";
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
 * A change of tip answered with the order; the latest change wins: an earlier one answered later does not overwrite
 * the order's queries.
 */
export function useTipChange<Input>(change: (input: Input) => Promise<ApiResult<Order>>) {
  const queryClient = useQueryClient();
  const latest = useRef(0);
  return useMutation({
    mutationFn: change,
    onMutate: () => ++latest.current,
    onSuccess: (result, _input, sent) => {
      if (result.ok && sent === latest.current) setOrderQueries(queryClient, result.data);
    },
  });
}

/** Changes the order's tip. */
export const useAddTip = () => useTipChange(addTip);
