/**
 * GET /coupon/v2/available (encoded): a restaurant's coupons, each saying whether it applies to the cart and why not.
 * Shared: the checkout (before the order exists) and the payment page (on the placed order) both offer them.
 */
import { availableCouponsAnswerSchema } from "@forkful/contracts/coupons";
import type { MenuType } from "@forkful/contracts/merchants";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** The cart the coupons are judged on: its order type and subtotal (minor units). */
export interface CouponCart {
  orderType: MenuType;
  orderAmount: number;
}

export async function getAvailableCoupons(locationId: number, cart: CouponCart | null, signal?: AbortSignal) {
  const query = cart ? { locationId, orderType: cart.orderType, orderAmount: cart.orderAmount } : { locationId };
  return unwrap(await apiRequest({ method: "GET", path: "/coupon/v2/available", query, schema: availableCouponsAnswerSchema, signal }))
    .coupons;
}

export function availableCouponsQueryOptions(locationId: number, cart: CouponCart | null) {
  return queryOptions({
    queryKey: ["coupons", locationId, cart?.orderType ?? null, cart?.orderAmount ?? null],
    queryFn: ({ signal }) => getAvailableCoupons(locationId, cart, signal),
    staleTime: 60_000,
    // A new subtotal asks again; the chips stay in place meanwhile.
    placeholderData: keepPreviousData,
  });
}

export function useAvailableCoupons(locationId: number, cart: CouponCart | null) {
  return useQuery(availableCouponsQueryOptions(locationId, cart));
}
