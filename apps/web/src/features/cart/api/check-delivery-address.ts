import { distanceAnswerSchema } from "@forkful/contracts/cart-checks";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export interface DeliveryAddressCheck {
  locationId: number;
  lat: number;
  lng: number;
  /** The cart's subtotal (minor units): the answer then says the fee it pays and whether it meets the minimum. */
  subtotal?: number;
}

/** POST /order/getDistance/v2: how far the pin is, whether the restaurant delivers there, the fee and why not. */
export async function checkDeliveryAddress(check: DeliveryAddressCheck, signal?: AbortSignal) {
  return unwrap(await apiRequest({ method: "POST", path: "/order/getDistance/v2", payload: check, schema: distanceAnswerSchema, signal }));
}

export function deliveryAddressCheckQueryOptions(check: DeliveryAddressCheck) {
  return queryOptions({
    queryKey: ["delivery-check", check.locationId, check.lat, check.lng, check.subtotal ?? null] as const,
    queryFn: ({ signal }) => checkDeliveryAddress(check, signal),
    staleTime: 60_000,
  });
}

/** Checked as soon as an address is chosen; nothing is asked while there is none. */
export function useDeliveryAddressCheck(check: DeliveryAddressCheck | null) {
  return useQuery({
    ...deliveryAddressCheckQueryOptions(check ?? { locationId: 0, lat: 0, lng: 0 }),
    enabled: check !== null,
    placeholderData: keepPreviousData,
  });
}
