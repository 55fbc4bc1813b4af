import { ORDERS_PAGE_SIZE } from "@forkful/contracts/constants";
import { ordersPageSchema } from "@forkful/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { customerOrdersQueryKey } from "../../../shared/api/query-keys";

/**
 * POST /order/filter/orders/v2: a signed-in diner's orders, newest first, page size 1000 (spec §7, §9); orders placed
 * as a guest are among them once a code proved the diner's number (decision 016).
 */
export async function getCustomerOrders(customerId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/order/filter/orders/v2",
      payload: { search: `customerId:${customerId}`, page: 0, size: ORDERS_PAGE_SIZE, sort: "orderTime,desc" },
      schema: ordersPageSchema,
      signal,
      auth: true,
    }),
  );
}

export function customerOrdersQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: customerOrdersQueryKey(customerId),
    queryFn: ({ signal }) => getCustomerOrders(customerId, signal),
    staleTime: 15_000,
  });
}

export function useCustomerOrders(customerId: string | null) {
  return useQuery({ ...customerOrdersQueryOptions(customerId ?? ""), enabled: customerId !== null });
}
