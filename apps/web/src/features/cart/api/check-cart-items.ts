import { cartItemsAnswerSchema } from "@forkful/contracts/cart-checks";
import type { MenuType } from "@forkful/contracts/merchants";
import type { CartLine } from "@forkful/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export interface CartItemsRequest {
  locationId: number;
  orderType: MenuType;
  items: CartLine[];
}

/** POST merchants/cartItems: the current price and stock of each line, so a cart kept for a while is checked again. */
export async function checkCartItems(request: CartItemsRequest, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "POST", path: "/merchants/cartItems", payload: request, schema: cartItemsAnswerSchema, signal }),
  );
}

export function cartItemsQueryOptions(request: CartItemsRequest) {
  return queryOptions({
    queryKey: ["cart-items", request],
    queryFn: ({ signal }) => checkCartItems(request, signal),
    staleTime: 15_000,
  });
}

export function useCartItemsCheck(request: CartItemsRequest | null) {
  return useQuery({
    ...cartItemsQueryOptions(request ?? { locationId: 0, orderType: "pickup", items: [] }),
    enabled: request !== null && request.items.length > 0,
  });
}
