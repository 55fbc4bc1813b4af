import { orderSchema } from "@forkful/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { type OrderRef, orderRefQueryKey } from "../../../shared/api/query-keys";

/** POST /order/customer: one order (with its split or transaction); a signed-in diner's token goes with it (403 for another account's order). */
export async function getOrder({ orderId, splitId, transactionId }: OrderRef, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/order/customer",
      payload: { orderId, ...(splitId ? { splitId } : {}), ...(transactionId ? { transactionId } : {}) },
      schema: orderSchema,
      signal,
      auth: true,
    }),
  );
}

export function orderQueryOptions(ref: OrderRef) {
  return queryOptions({
    queryKey: orderRefQueryKey(ref),
    queryFn: ({ signal }) => getOrder(ref, signal),
    staleTime: 30_000,
  });
}

export function useOrder(ref: OrderRef) {
  return useQuery(orderQueryOptions(ref));
}
