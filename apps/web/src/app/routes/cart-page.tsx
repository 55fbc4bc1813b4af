import { formatMoney } from "@forkful/contracts/money";
import { Link } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { CartCheckoutLink } from "../../features/cart/components/cart-checkout-link";
import { CartClearButton } from "../../features/cart/components/cart-clear-button";
import { CartEmpty } from "../../features/cart/components/cart-empty";
import { CartLineItem } from "../../features/cart/components/cart-line-item";
import { CartOrderContext } from "../../features/cart/components/cart-order-context";
import { CartTotalsCard } from "../../features/cart/components/cart-totals-card";
import { useCartCheck } from "../../features/cart/hooks/use-cart-check";
import { useCartTotals } from "../../features/cart/hooks/use-cart-totals";
import { useTableCart } from "../../features/cart/hooks/use-table-cart";
import { checkoutPathOf, menuPathOf } from "../../features/cart/lib/cart-paths";
import { countItems } from "../../features/cart/stores/cart-lines";
import { cartStore, useCart } from "../../features/cart/stores/cart-store";
import { useRouteParams } from "../../shared/lib/route-params";
import { BottomDock } from "../../shared/ui/bottom-dock";

/**
 * /{merchantType}/{merchantSlug}/cart and the contactless dine-in cart (…/table/{tableId}/menu/{menuType}/
 * contactlessdinein/cart): the lines with their quantities and notes, the order type, and the server's totals.
 */
export function CartPage() {
  const restaurant = useCurrentRestaurant();
  const { tableId: routeTable, merchantType = restaurant.merchantType, merchantSlug = restaurant.locationSlug } = useRouteParams();
  const cart = useCart(
    useShallow((s) => ({
      locationId: s.locationId,
      currency: s.currency,
      items: s.items,
      currentOrderType: s.currentOrderType,
      tableId: s.tableId,
      tabOrderId: s.tabOrderId,
      isEventDate: s.isEventDate,
      eventDate: s.eventDate,
    })),
  );
  const actions = cartStore.getState();
  const ours = cart.locationId === restaurant.id;
  const place = {
    merchantType,
    locationSlug: merchantSlug,
    tableId: cart.tableId ?? routeTable ?? null,
    tabOrderId: cart.tabOrderId,
    currentOrderType: cart.currentOrderType,
    isEventDate: cart.isEventDate,
    eventDate: cart.eventDate,
  };
  useTableCart(routeTable, restaurant);
  const { problems, problemText } = useCartCheck(restaurant.id, cart.items, cart.currentOrderType, ours);
  const totals = useCartTotals();
  const menuPath = menuPathOf(place);
  const title = routeTable ? `Table ${routeTable}` : undefined;
  const bar = <RestaurantBar restaurant={restaurant} backTo={menuPath} backLabel="Back to the menu" title={title} />;

  if (!ours || cart.items.length === 0) {
    return (
      <div className="min-h-dvh bg-stone-50">
        {bar}
        <main className="mx-auto max-w-2xl px-4 pt-6">
          <CartEmpty menuPath={menuPathOf({ ...place, tableId: routeTable ?? null })} />
        </main>
      </div>
    );
  }

  const currency = cart.currency ?? restaurant.currency;
  const dishes = countItems(cart.items);
  const blocked = problems.size > 0 || totals.error !== null;
  const total = totals.totals && !totals.error ? formatMoney(totals.totals.totals.total, totals.totals.currency) : null;
  const checkoutLink = <CartCheckoutLink to={checkoutPathOf(place)} blocked={blocked} total={total} />;

  return (
    <div className="min-h-dvh bg-stone-50">
      {bar}
      <main className="mx-auto max-w-6xl px-4 pt-5 pb-32 md:pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <div className="space-y-4">
          <div className="flex items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Your cart</h1>
              <p className="text-sm text-stone-600">
                {dishes} {dishes === 1 ? "dish" : "dishes"} from {restaurant.branchName}
              </p>
            </div>
            <Link to={menuPath} className="shrink-0 text-sm font-semibold text-brand hover:underline">
              + Add more
            </Link>
          </div>
          <CartOrderContext orderTypes={restaurant.orderTypes} />
          <section aria-label="Dishes" className="rounded-2xl border border-stone-200 bg-white px-4 shadow-sm md:px-5">
            <ul className="divide-y divide-stone-100">
              {cart.items.map((line) => (
                <CartLineItem
                  key={line.lineId}
                  line={line}
                  currency={currency}
                  problem={problems.get(line.itemId) ?? null}
                  onIncrement={() => actions.increment(line.lineId)}
                  onDecrement={() => actions.decrement(line.lineId)}
                  onRemove={() => actions.removeItem(line.lineId)}
                  onComment={(comment) => actions.saveComment(line.lineId, comment)}
                />
              ))}
            </ul>
          </section>
          <div className="flex justify-end">
            <CartClearButton onClear={actions.clearCart} />
          </div>
        </div>
        <aside className="mt-4 lg:mt-0">
          <div className="lg:sticky lg:top-24">
            <CartTotalsCard
              totals={totals.totals}
              currency={currency}
              orderType={cart.currentOrderType}
              pricing={totals.pricing}
              error={totals.error ?? problemText}
              onRetry={totals.refetch}
            >
              <div className="hidden md:block">{checkoutLink}</div>
              <p className="mt-3 text-center text-xs text-stone-500">Prices, taxes and totals come from the restaurant.</p>
            </CartTotalsCard>
          </div>
        </aside>
      </main>
      <BottomDock desktop="hidden">{checkoutLink}</BottomDock>
    </div>
  );
}
