import { totalsAnswerSchema } from "@forkful/contracts/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import type { TotalsRequestInput } from "../lib/order-request";

/** POST /order/customer/totals: the server prices the cart (items, options, taxes, tip, delivery fee). */
export async function getTotals(request: TotalsRequestInput, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "POST", path: "/order/customer/totals", payload: request, schema: totalsAnswerSchema, signal, auth: true }),
  );
}

export function totalsQueryOptions(request: TotalsRequestInput) {
  return queryOptions({
    queryKey: ["cart-totals", request],
    queryFn: ({ signal }) => getTotals(request, signal),
    staleTime: 15_000,
  });
}

/** The server's totals of the cart; the previous answer stays on screen while a change is priced. */
export function useTotals(request: TotalsRequestInput | null) {
  return useQuery({
    ...totalsQueryOptions(request ?? { locationId: 0, orderType: "pickup", items: [] }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
