import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import { BagIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { describeOptions } from "../../../entities/order/components/order-line-list";
import { linesSubtotal, maxQuantity } from "../stores/cart-lines";
import { cartStore, useCart } from "../stores/cart-store";
import { CartCheckoutLink } from "./cart-checkout-link";
import { CART_PANEL_ID } from "./cart-skip-link";
import { LineStepper } from "./line-stepper";

export interface CartPanelProps {
  /** The restaurant on screen: the panel shows only its cart. */
  locationId: number;
  cartPath: string;
  checkoutPath: string;
}

/**
 * The cart beside the menu on a wide screen (the phone has the cart bar instead): its dishes with − quantity +, the
 * subtotal at menu prices and the way to checkout; empty, it says how to start.
 */
export function CartPanel({ locationId, cartPath, checkoutPath }: CartPanelProps) {
  const cart = useCart(
    useShallow((s) => ({ ours: s.locationId === locationId, items: s.items, subtotal: linesSubtotal(s.items), currency: s.currency })),
  );
  const lines = cart.ours ? cart.items : [];
  const actions = cartStore.getState();
  return (
    <aside
      id={CART_PANEL_ID}
      tabIndex={-1}
      aria-labelledby="cart-panel-title"
      data-testid="cart-panel"
      className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] flex-col self-start rounded-2xl border border-stone-200 bg-white shadow-sm outline-offset-2 focus-visible:outline-3 focus-visible:outline-stone-900 lg:flex"
    >
      <div className="flex items-baseline justify-between border-b border-stone-100 px-4 py-3">
        <h2 id="cart-panel-title" className="text-lg font-extrabold text-stone-900">
          Your cart
        </h2>
        {lines.length > 0 && (
          <Link to={cartPath} className="text-sm font-semibold text-stone-700 underline-offset-2 hover:underline">
            View cart
          </Link>
        )}
      </div>
      {lines.length === 0 || !cart.currency ? (
        <div className="flex flex-col items-center px-6 py-10 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-stone-100 text-stone-500">
            <BagIcon size={22} />
          </span>
          <p className="mt-3 font-semibold text-stone-900">{MESSAGES.cartEmpty}</p>
          <p className="mt-1 text-sm text-stone-600">Add dishes with + and they appear here.</p>
        </div>
      ) : (
        <>
          <ul className="min-h-0 flex-1 divide-y divide-stone-100 overflow-y-auto px-4">
            {lines.map((line) => (
              <li key={line.lineId} className="py-3" data-testid="cart-panel-line">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-stone-900">{line.itemName}</p>
                    {line.options.length > 0 && <p className="mt-0.5 text-xs text-stone-600">{describeOptions(line.options)}</p>}
                  </div>
                  <p className="shrink-0 text-sm font-bold text-stone-900 tabular-nums">{formatMoney(line.subTotal, cart.currency!)}</p>
                </div>
                <div className="mt-2">
                  <LineStepper
                    name={line.itemName}
                    value={line.quantity}
                    max={maxQuantity(line)}
                    onIncrement={() => actions.increment(line.lineId)}
                    onDecrement={() => actions.decrement(line.lineId)}
                  />
                </div>
              </li>
            ))}
          </ul>
          <div className="space-y-3 border-t border-stone-100 px-4 py-4">
            <p className="flex justify-between text-sm text-stone-700">
              <span>Subtotal</span>
              <span className="font-bold text-stone-900 tabular-nums" data-testid="cart-panel-subtotal">
                {formatMoney(cart.subtotal, cart.currency)}
              </span>
            </p>
            <CartCheckoutLink to={checkoutPath} blocked={false} total={null} />
            <p className="text-center text-xs text-stone-500">Taxes, fees and tip are added at checkout.</p>
          </div>
        </>
      )}
    </aside>
  );
}
