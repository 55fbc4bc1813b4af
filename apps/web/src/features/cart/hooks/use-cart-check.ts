import type { MenuType } from "@forkful/contracts/merchants";
import { useMemo } from "react";
import { useCartItemsCheck } from "../api/check-cart-items";
import { cartLinesOf } from "../lib/order-request";
import type { CartItem } from "../stores/cart-lines";

/**
 * The restaurant's check of the cart's lines (price and stock now, POST merchants/cartItems), read from its query:
 * the lines that cannot be ordered, each with its reason, and the first of them as one text.
 */
export function useCartCheck(locationId: number, items: CartItem[], orderType: MenuType, enabled: boolean) {
  const request = useMemo(
    () => (enabled && items.length > 0 ? { locationId, orderType, items: cartLinesOf(items) } : null),
    [enabled, items, orderType, locationId],
  );
  const check = useCartItemsCheck(request);
  const problems = new Map(check.data?.items.filter((i) => !i.available).map((i) => [i.itemId, i.reason ?? "Not available"]));
  const first = items.find((line) => problems.has(line.itemId));
  return { problems, problemText: first ? `${first.itemName}: ${problems.get(first.itemId)}` : null };
}
