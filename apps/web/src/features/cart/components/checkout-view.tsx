import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { COUNTRIES, type CountryCode } from "@forkful/contracts/phone";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { useCurrentRestaurant } from "../../../shared/hooks/use-current-restaurant";
import { useSession } from "../../../shared/hooks/use-session";
import { formatLocalDate } from "../../../shared/lib/local-date";
import { BottomDock } from "../../../shared/ui/bottom-dock";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { CheckoutSection } from "../../../shared/ui/checkout-section";
import { EmptyState } from "../../../shared/ui/empty-state";
import { FormAlert } from "../../../shared/ui/form-alert";
import { OrderLineList } from "../../../shared/ui/order-line-list";
import { RestaurantBar } from "../../../shared/ui/restaurant-bar";
import { inputClasses } from "../../../shared/ui/text-field";
import { TipPicker } from "../../../shared/ui/tip-picker";
import { useSlots } from "../api/get-slots";
import { useCartTotals } from "../hooks/use-cart-totals";
import { usePlaceOrder } from "../hooks/use-place-order";
import { cartPathOf, menuPathOf } from "../lib/cart-paths";
import { checkoutErrors, createOrderRequestOf } from "../lib/order-request";
import { cartStore, useCart } from "../stores/cart-store";
import { CartTotalsCard } from "./cart-totals-card";
import { AddressSection } from "./checkout/address-section";
import { DetailsSection } from "./checkout/details-section";
import { TableSection } from "./checkout/table-section";
import { WalletSection } from "./checkout/wallet-section";
import { WhenSection } from "./checkout/when-section";
import { OrderTypeSwitch } from "./order-type-switch";

export interface CheckoutViewProps {
  /** The order is placed: the app remembers it and opens its payment page. */
  onPlaced?: (order: Order) => void;
}

/** "+14155550100" → { countryCode: "+1", phone: "4155550100" }. */
function splitMobile(e164: string | null | undefined): { countryCode: CountryCode; phone: string } | null {
  if (!e164) return null;
  const country = COUNTRIES.find((c) => e164.startsWith(c.countryCode) && e164.length === c.countryCode.length + c.nationalDigits);
  return country ? { countryCode: country.countryCode, phone: e164.slice(country.countryCode.length) } : null;
}

/**
 * /{merchantType}/{merchantSlug}/checkOut: who, when, where (address or table), tip, wallet and notes, the server's
 * totals, and Continue to payment (the order is placed, then paid on the payment page).
 */
export function CheckoutView({ onPlaced }: CheckoutViewProps) {
  const restaurant = useCurrentRestaurant();
  const session = useSession();
  const state = useCart(useShallow((s) => s));
  const actions = cartStore.getState();
  const ours = state.locationId === restaurant.id && state.items.length > 0;
  const [submitted, setSubmitted] = useState(false);
  const totals = useCartTotals();
  const slots = useSlots(ours && !state.isEventDate ? { locationId: restaurant.id, orderType: state.currentOrderType } : null);
  const { place, placing, error: placementError } = usePlaceOrder((order) => onPlaced?.(order));

  // Prefill who the order is for from the session, once, where the diner has typed nothing yet.
  const { name, mobilePhone, email, guestUser } = session;
  useEffect(() => {
    const cart = cartStore.getState();
    cart.initCart();
    const mobile = splitMobile(mobilePhone ?? guestUser?.mobile);
    const local: CountryCode = restaurant.currency === "INR" ? "+91" : "+1";
    cart.setGuestDetails({
      ...(!cart.phone && !mobile ? { countryCode: local } : {}),
      ...(!cart.fullName && (name || guestUser?.fullName) ? { fullName: name || guestUser?.fullName } : {}),
      ...(!cart.phone && mobile ? mobile : {}),
      ...(!cart.email && (email || guestUser?.email) ? { email: email ?? guestUser?.email ?? "" } : {}),
    });
  }, [name, mobilePhone, email, guestUser, restaurant.currency]);

  // ASAP is not possible (closed, past the cut-off): a time must be chosen.
  const asapAvailable = slots.data?.asapAvailable;
  useEffect(() => {
    const cart = cartStore.getState();
    if (asapAvailable === false && cart.orderTimeASAP && !cart.isEventDate) {
      const first = slots.data?.slots[0];
      if (first) cart.setPickupTime(first);
    }
  }, [asapAvailable, slots.data]);

  // The wallet pays at most its balance and the total; without a usable balance (signed out), it is not used.
  const signedIn = session.kind === "signedIn";
  useEffect(() => {
    if (!signedIn && cartStore.getState().availWalletAmount) cartStore.getState().setWallet(false);
  }, [signedIn]);
  const fresh = totals.fresh ? totals.totals : null;
  useEffect(() => {
    if (!fresh) return;
    const cart = cartStore.getState();
    if (!cart.availWalletAmount) return;
    const balance = fresh.walletBalance ?? 0;
    const max = Math.min(balance, fresh.totals.total + fresh.totals.walletRedeemed);
    if (balance <= 0) cart.setWallet(false);
    else if (cart.redeemedWalletAmt > max) cart.setWallet(true, max);
  }, [fresh]);

  const key = state.idempotencyKey ?? "00000000-0000-4000-8000-000000000000";
  const request = useMemo(
    () => createOrderRequestOf(state, { idempotencyKey: key, customerId: session.customerId }),
    [state, key, session.customerId],
  );
  const errors = useMemo(() => checkoutErrors(state, request), [state, request]);
  const shown = submitted ? errors : {};
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>("[aria-invalid='true'], [role='alert']")?.scrollIntoView({ block: "center" }),
      );
      return;
    }
    const idempotencyKey = cartStore.getState().ensureIdempotencyKey();
    void place({ ...request, idempotencyKey });
  };

  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const cartPath = cartPathOf({ merchantType: restaurant.merchantType, locationSlug: restaurant.locationSlug, tableId: state.tableId });
  const bar = <RestaurantBar restaurant={restaurant} backTo={ours ? cartPath : base} backLabel="Back to the cart" title="Checkout" />;

  if (!ours) {
    return (
      <div className="min-h-dvh bg-stone-50">
        {bar}
        <EmptyState
          title={MESSAGES.cartEmpty}
          body={MESSAGES.cartEmptyHint}
          action={
            <Link to={`${base}/menu`} className={buttonClasses("primary")}>
              Browse the menu
            </Link>
          }
        />
      </div>
    );
  }

  const currency = state.currency ?? restaurant.currency;
  const answer = totals.totals;
  const walletBalance = answer?.walletBalance ?? 0;
  const walletMax = answer ? Math.min(walletBalance, answer.totals.total + answer.totals.walletRedeemed) : 0;
  const blocked = totals.error !== null || !answer || placing;
  const totalText = answer && !totals.error ? formatMoney(answer.totals.total, answer.currency) : "";
  const placeButton = (
    <Button size="lg" className="w-full justify-between" onClick={submit} disabled={blocked} data-testid="place-order">
      <span>{placing ? "Placing your order…" : "Continue to payment"}</span>
      <span className="tabular-nums">{totalText}</span>
    </Button>
  );
  const etaMinutes = state.currentOrderType === "delivery" ? restaurant.defaultDeliveryETA : restaurant.defaultPickUpETA;
  const tipLabel = state.isAppliedTip && state.tipType === "PERCENTAGE" ? `Tip (${state.tipValue}%)` : "Tip";

  return (
    <div className="min-h-dvh bg-stone-50">
      {bar}
      <main className="mx-auto max-w-6xl px-4 pt-5 pb-36 md:pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-8">
        <div className="space-y-4">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Checkout</h1>
            <p className="text-sm text-stone-600">{restaurant.branchName}</p>
          </div>

          {!state.tableId && !state.isEventDate && (
            <OrderTypeSwitch
              orderTypes={restaurant.orderTypes}
              value={state.currentOrderType}
              onChange={(type) => actions.setOrderType(type.menuType, type.id)}
            />
          )}

          <DetailsSection
            fullName={state.fullName}
            phone={state.phone}
            countryCode={state.countryCode}
            email={state.email}
            errors={shown}
            signedIn={session.kind !== "guest"}
            onChange={actions.setGuestDetails}
          />

          <WhenSection
            orderType={state.currentOrderType}
            timeZone={restaurant.timeZoneCd}
            etaMinutes={etaMinutes}
            slots={slots.data ?? null}
            slotsLoading={slots.isPending && !state.isEventDate}
            slotsError={slots.isError}
            orderTimeASAP={state.orderTimeASAP}
            selectedTimeSlot={state.selectedTimeSlot}
            event={
              state.isEventDate
                ? {
                    name: state.eventName ?? "Event",
                    date: formatLocalDate(state.eventDate ?? ""),
                    slots: state.eventSlots,
                    chosen: state.eventSlot,
                  }
                : null
            }
            error={shown.when}
            onAsap={actions.setAsap}
            onSlot={actions.setPickupTime}
            onEventSlot={actions.setEventSlot}
          />

          {state.currentOrderType === "delivery" && (
            <AddressSection address={state} errors={shown} onChange={actions.setAddress} onInstruction={actions.setDeliveryInstruction} />
          )}
          {state.currentOrderType === "dinein" && (
            <TableSection tableId={state.tableId} fixed={state.tableFromLink} error={shown.tableId} onChange={actions.setTable} />
          )}

          <TipPicker
            currency={currency}
            suggested={answer?.suggestedTips ?? []}
            tipType={state.tipType}
            tipValue={state.tipValue}
            isAppliedTip={state.isAppliedTip}
            customTip={state.customTip}
            customTipValue={state.customTipValue}
            onNone={actions.noTip}
            onPercent={actions.setPercentTip}
            onCustom={actions.setCustomTip}
            onCustomValue={actions.setCustomTipValue}
          />

          <CheckoutSection title="Note for the restaurant" description="Allergies, cutlery, anything the kitchen should know.">
            <label htmlFor="order-instruction" className="sr-only">
              Note for the restaurant
            </label>
            <textarea
              id="order-instruction"
              rows={3}
              maxLength={300}
              value={state.orderInstruction}
              onChange={(event) => actions.setOrderInstruction(event.target.value)}
              placeholder="Optional"
              className={inputClasses(false, "block w-full resize-none py-2.5")}
            />
          </CheckoutSection>

          {walletBalance > 0 && answer && (
            <WalletSection
              currency={answer.currency}
              balance={walletBalance}
              maxUsable={walletMax}
              on={state.availWalletAmount}
              amount={state.redeemedWalletAmt}
              onChange={actions.setWallet}
            />
          )}
        </div>

        <aside className="mt-4 lg:mt-0" aria-label="Order summary">
          <div className="space-y-4 lg:sticky lg:top-24">
            <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
              <div className="flex items-center justify-between">
                <h2 className="text-lg font-bold text-stone-900">
                  {state.totalItems} {state.totalItems === 1 ? "dish" : "dishes"}
                </h2>
                <Link to={cartPath} className="text-sm font-semibold text-brand hover:underline">
                  Edit
                </Link>
              </div>
              {answer && <OrderLineList lines={answer.lines} currency={answer.currency} className="mt-1" />}
            </section>
            <CartTotalsCard
              totals={answer}
              currency={currency}
              orderType={state.currentOrderType}
              tipLabel={tipLabel}
              showTip
              pricing={totals.pricing}
              error={totals.error}
              onRetry={totals.refetch}
            >
              {placementError && <FormAlert message={placementError} className="mb-3" />}
              <div className="hidden md:block">{placeButton}</div>
              <p className="mt-3 text-center text-xs text-stone-500">
                By continuing you agree to {restaurant.merchantName}'s terms. You choose how to pay on the next step.
              </p>
            </CartTotalsCard>
            <Link
              to={menuPathOf({ ...state, merchantType: restaurant.merchantType, locationSlug: restaurant.locationSlug })}
              className="block text-center text-sm font-semibold text-stone-600 hover:text-stone-900"
            >
              Add more dishes
            </Link>
          </div>
        </aside>
      </main>
      <BottomDock desktop="hidden">{placeButton}</BottomDock>
    </div>
  );
}
