import { formatMoney } from "@forkful/contracts/money";
import { Link } from "react-router";
import { countItems, linesSubtotal } from "../stores/cart-lines";
import { useCart } from "../stores/cart-store";
import { CART_BAR_ID } from "./cart-skip-link";

export interface CartBarProps {
  /** The restaurant on screen: the bar shows only for its cart. */
  locationId: number;
  cartPath: string;
}

/** The cart button of a menu: how many dishes and their subtotal at menu prices, leading to the cart. */
export function CartBar({ locationId, cartPath }: CartBarProps) {
  const count = useCart((s) => (s.locationId === locationId ? countItems(s.items) : 0));
  const subtotal = useCart((s) => linesSubtotal(s.items));
  const currency = useCart((s) => s.currency);
  if (count === 0 || !currency) return null;
  const money = formatMoney(subtotal, currency);
  return (
    <Link
      to={cartPath}
      id={CART_BAR_ID}
      aria-label={`View cart: ${count} ${count === 1 ? "item" : "items"}, ${money}`}
      data-testid="cart-bar"
      className="flex h-14 w-full items-center gap-3 rounded-2xl bg-brand px-3 text-on-brand shadow-lg shadow-stone-900/15 transition hover:brightness-95 active:brightness-90"
    >
      <span
        key={count}
        className="cart-pop flex h-8 min-w-8 items-center justify-center rounded-full bg-white/25 px-2 text-sm font-extrabold tabular-nums"
      >
        {count}
      </span>
      <span className="flex-1 text-base font-semibold">View cart</span>
      <span className="text-base font-bold tabular-nums">{money}</span>
    </Link>
  );
}
