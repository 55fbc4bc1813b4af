import { slotsAnswerSchema } from "@forkful/contracts/cart-checks";
import type { MenuType } from "@forkful/contracts/merchants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export interface SlotsRequest {
  locationId: number;
  orderType: MenuType;
}

/** POST /order/slots/v2: whether ASAP is possible now, and the times an order can be scheduled for (restaurant's zone). */
export async function getSlots(request: SlotsRequest, signal?: AbortSignal) {
  return unwrap(await apiRequest({ method: "POST", path: "/order/slots/v2", payload: request, schema: slotsAnswerSchema, signal }));
}

export function slotsQueryOptions(request: SlotsRequest) {
  return queryOptions({
    queryKey: ["order-slots", request.locationId, request.orderType],
    queryFn: ({ signal }) => getSlots(request, signal),
    staleTime: 60_000,
  });
}

export function useSlots(request: SlotsRequest | null) {
  return useQuery({ ...slotsQueryOptions(request ?? { locationId: 0, orderType: "pickup" }), enabled: request !== null });
}
