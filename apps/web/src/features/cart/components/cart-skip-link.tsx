import { SkipLink } from "@forkful/ui/skip-link";
import { countItems } from "../stores/cart-lines";
import { useCart } from "../stores/cart-store";

/** The cart beside the menu on a wide screen, and the cart bar on a phone: where "Skip to cart" takes the focus. */
export const CART_PANEL_ID = "cart-panel";
export const CART_BAR_ID = "cart-bar";

/** "Skip to cart", the first stop of the Tab key on a menu, once this restaurant's cart holds a dish. */
export function CartSkipLink({ locationId }: { locationId: number }) {
  const count = useCart((s) => (s.locationId === locationId ? countItems(s.items) : 0));
  if (count === 0) return null;
  return <SkipLink targets={[CART_PANEL_ID, CART_BAR_ID]}>Skip to cart</SkipLink>;
}
