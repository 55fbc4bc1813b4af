import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { useCartItemsCheck } from "../../features/cart/api/check-cart-items";
import { CartLineItem } from "../../features/cart/components/cart-line-item";
import { CartTotalsCard } from "../../features/cart/components/cart-totals-card";
import { OrderTypeSwitch } from "../../features/cart/components/order-type-switch";
import { useCartTotals } from "../../features/cart/hooks/use-cart-totals";
import { cartPathOf, checkoutPathOf, menuPathOf } from "../../features/cart/lib/cart-paths";
import { cartLinesOf } from "../../features/cart/lib/order-request";
import { cartStore, useCart } from "../../features/cart/stores/cart-store";
import { useCurrentRestaurant } from "../../shared/hooks/use-current-restaurant";
import { formatLocalDate } from "../../shared/lib/local-date";
import { useRouteParams } from "../../shared/lib/route-params";
import { BottomDock } from "../../shared/ui/bottom-dock";
import { buttonClasses } from "../../shared/ui/button";
import { EmptyState } from "../../shared/ui/empty-state";
import { CalendarIcon, TableIcon } from "../../shared/ui/icons";
import { RestaurantBar } from "../../shared/ui/restaurant-bar";

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
      locationSlug: s.locationSlug,
      merchantType: s.merchantType,
      branchName: s.branchName,
      currency: s.currency,
      items: s.items,
      totalItems: s.totalItems,
      currentOrderType: s.currentOrderType,
      tableId: s.tableId,
      isEventDate: s.isEventDate,
      eventDate: s.eventDate,
      eventName: s.eventName,
      tipType: s.tipType,
      tipValue: s.tipValue,
      isAppliedTip: s.isAppliedTip,
    })),
  );
  const actions = cartStore.getState();
  const ours = cart.locationId === restaurant.id;
  const place = {
    merchantType,
    locationSlug: merchantSlug,
    tableId: cart.tableId ?? routeTable ?? null,
    currentOrderType: cart.currentOrderType,
    isEventDate: cart.isEventDate,
    eventDate: cart.eventDate,
  };

  useEffect(() => {
    const state = cartStore.getState();
    state.initCart();
    // At a table (the contactless cart), the order is a dine-in at that table.
    if (routeTable && state.locationId === restaurant.id && state.tableId !== routeTable) {
      state.setTable(routeTable, true);
      const dineIn = restaurant.orderTypes.find((t) => t.menuType === "dinein");
      if (dineIn) state.setOrderType("dinein", dineIn.id);
    }
  }, [routeTable, restaurant]);

  const checkRequest = useMemo(
    () =>
      ours && cart.items.length > 0
        ? { locationId: restaurant.id, orderType: cart.currentOrderType, items: cartLinesOf(cart.items) }
        : null,
    [ours, cart.items, cart.currentOrderType, restaurant.id],
  );
  const check = useCartItemsCheck(checkRequest);
  useEffect(() => {
    if (check.data) cartStore.getState().setAvailability(check.data.items);
  }, [check.data]);
  const problems = new Map(check.data?.items.filter((i) => !i.available).map((i) => [i.itemId, i.reason ?? "Not available"]));
  const firstProblem = cart.items.find((line) => problems.has(line.itemId));
  const problemText = firstProblem ? `${firstProblem.itemName}: ${problems.get(firstProblem.itemId)}` : null;

  const totals = useCartTotals();
  const [confirmClear, setConfirmClear] = useState(false);
  const menuPath = menuPathOf(place);
  const bar = (
    <RestaurantBar
      restaurant={restaurant}
      backTo={menuPath}
      backLabel="Back to the menu"
      title={routeTable ? `Table ${routeTable}` : undefined}
    />
  );

  if (!ours || cart.items.length === 0) {
    return (
      <div className="min-h-dvh bg-stone-50">
        {bar}
        <main className="mx-auto max-w-2xl px-4 pt-6">
          {cart.items.length > 0 && cart.locationSlug && cart.merchantType ? (
            <EmptyState
              title={`Your cart is at ${cart.branchName ?? "another restaurant"}`}
              body={`It has ${cart.totalItems} ${cart.totalItems === 1 ? "dish" : "dishes"}. A cart holds dishes from one restaurant at a time.`}
              action={
                <Link
                  to={cartPathOf({ merchantType: cart.merchantType, locationSlug: cart.locationSlug, tableId: cart.tableId })}
                  className={buttonClasses("primary")}
                >
                  Go to that cart
                </Link>
              }
            />
          ) : (
            <EmptyState
              title={MESSAGES.cartEmpty}
              body={MESSAGES.cartEmptyHint}
              action={
                <Link to={menuPathOf({ ...place, tableId: routeTable ?? null })} className={buttonClasses("primary")}>
                  Browse the menu
                </Link>
              }
            />
          )}
        </main>
      </div>
    );
  }

  const currency = cart.currency ?? restaurant.currency;
  const blocked = problems.size > 0 || totals.error !== null;
  const total = totals.totals && !totals.error ? formatMoney(totals.totals.totals.total, totals.totals.currency) : null;
  const checkoutLink = (
    <Link
      to={checkoutPathOf(place)}
      aria-disabled={blocked || undefined}
      onClick={(event) => {
        if (blocked) event.preventDefault();
      }}
      className={buttonClasses("primary", "lg", `w-full justify-between ${blocked ? "pointer-events-none opacity-50" : ""}`)}
    >
      <span>Go to checkout</span>
      {total && <span className="tabular-nums">{total}</span>}
    </Link>
  );

  return (
    <div className="min-h-dvh bg-stone-50">
      {bar}
      <main className="mx-auto max-w-6xl px-4 pt-5 pb-32 md:pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <div className="space-y-4">
          <div className="flex items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Your cart</h1>
              <p className="text-sm text-stone-600">
                {cart.totalItems} {cart.totalItems === 1 ? "dish" : "dishes"} from {restaurant.branchName}
              </p>
            </div>
            <Link to={menuPath} className="shrink-0 text-sm font-semibold text-brand hover:underline">
              + Add more
            </Link>
          </div>

          {cart.tableId ? (
            <p className="flex items-center gap-2 rounded-xl border border-brand/30 bg-brand/5 px-3 py-2.5 text-sm text-stone-800">
              <TableIcon size={18} className="text-brand" /> Dine-in at table <strong>{cart.tableId}</strong>
            </p>
          ) : cart.isEventDate ? (
            <p className="flex items-center gap-2 rounded-xl border border-brand/30 bg-brand/5 px-3 py-2.5 text-sm text-stone-800">
              <CalendarIcon size={18} className="text-brand" /> {cart.eventName ?? "Event"} · {formatLocalDate(cart.eventDate ?? "")}
            </p>
          ) : (
            <OrderTypeSwitch
              orderTypes={restaurant.orderTypes}
              value={cart.currentOrderType}
              onChange={(type) => actions.setOrderType(type.menuType, type.id)}
            />
          )}

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
            {confirmClear ? (
              <p className="flex items-center gap-2 text-sm">
                <span className="text-stone-700">Remove every dish?</span>
                <button
                  type="button"
                  className="h-9 rounded-lg bg-red-600 px-3 font-semibold text-white"
                  onClick={() => {
                    setConfirmClear(false);
                    actions.clearCart();
                  }}
                >
                  Clear cart
                </button>
                <button
                  type="button"
                  className="h-9 rounded-lg px-3 font-semibold text-stone-700 hover:bg-stone-100"
                  onClick={() => setConfirmClear(false)}
                >
                  Keep
                </button>
              </p>
            ) : (
              <button
                type="button"
                onClick={() => setConfirmClear(true)}
                className="h-9 rounded-lg px-3 text-sm font-semibold text-stone-600 hover:bg-stone-100"
              >
                Clear cart
              </button>
            )}
          </div>
        </div>

        <aside className="mt-4 lg:mt-0">
          <div className="lg:sticky lg:top-24">
            <CartTotalsCard
              totals={totals.totals}
              currency={currency}
              orderType={cart.currentOrderType}
              tipLabel={cart.isAppliedTip && cart.tipType === "PERCENTAGE" ? `Tip (${cart.tipValue}%)` : "Tip"}
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
