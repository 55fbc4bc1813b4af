import { menuDataSchema } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { menuQueryKey } from "../../../shared/api/query-keys";

export interface EventMenuRequest {
  eventSlug: string;
  locationId: number;
  orderType: MenuType;
}

/** POST /merchants/locations/event-order-menu/v2: the menu of an event date, with its order slots. */
export async function getEventMenu(request: EventMenuRequest, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/merchants/locations/event-order-menu/v2",
      payload: request,
      schema: menuDataSchema,
      signal,
    }),
  );
}

export function eventMenuQueryOptions(request: EventMenuRequest) {
  return queryOptions({
    queryKey: [...menuQueryKey(request.locationId), request.orderType, "event", request.eventSlug],
    queryFn: ({ signal }) => getEventMenu(request, signal),
  });
}

export function useEventMenu(request: EventMenuRequest | null) {
  return useQuery({
    ...eventMenuQueryOptions(request ?? { eventSlug: "", locationId: 0, orderType: "pickup" }),
    enabled: request !== null,
  });
}
