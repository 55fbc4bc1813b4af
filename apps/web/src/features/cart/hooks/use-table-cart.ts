import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { useEffect } from "react";
import { cartStore } from "../stores/cart-store";

/** Opens the cart (initialised once); at a table (the contactless cart), the restaurant's cart becomes a dine-in there. */
export function useTableCart(tableId: string | undefined, restaurant: Pick<RestaurantDetail, "id" | "orderTypes">) {
  useEffect(() => {
    const cart = cartStore.getState();
    cart.initCart();
    if (!tableId) return;
    const dineIn = restaurant.orderTypes.find((t) => t.menuType === "dinein");
    cart.seatAtTable(tableId, restaurant.id, dineIn?.id ?? null);
  }, [tableId, restaurant]);
}
