import { type ReactNode, useCallback, useState } from "react";
import { NewCartSheet } from "../components/new-cart-sheet";
import type { NewCartItem } from "../stores/cart-lines";
import type { CartOrigin } from "../stores/cart-state";
import { cartStore } from "../stores/cart-store";

interface Pending {
  item: NewCartItem;
  origin: CartOrigin;
  resolve: (added: boolean) => void;
}

/**
 * Adding to the cart, with the question a cart of another restaurant (or menu) needs: "Start a new cart?". `add`
 * resolves to true once the item is in the cart; `dialog` is the question, to render where the hook is used.
 */
export function useAddToCart(): { add: (item: NewCartItem, origin: CartOrigin) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);

  const add = useCallback((item: NewCartItem, origin: CartOrigin) => {
    const cart = cartStore.getState();
    cart.initCart();
    if (cart.addItem(item, origin) === "added") return Promise.resolve(true);
    return new Promise<boolean>((resolve) => setPending({ item, origin, resolve }));
  }, []);

  const answer = (startNew: boolean) => {
    if (!pending) return;
    if (startNew) cartStore.getState().startNewCart(pending.origin, pending.item);
    pending.resolve(startNew);
    setPending(null);
  };

  return { add, dialog: pending ? <NewCartSheet current={cartStore.getState().branchName} onAnswer={answer} /> : null };
}
