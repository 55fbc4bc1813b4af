import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { Button, buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { Link } from "react-router";
import { RestaurantBar } from "../../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../../entities/restaurant/hooks/use-current-restaurant";
import { BottomDock } from "../../../shared/ui/bottom-dock";
import { type ResumeHandlers, useCheckout } from "../hooks/use-checkout";
import { cartPathOf } from "../lib/cart-paths";
import type { AddressPicker } from "./checkout/address-section";
import { CheckoutForm } from "./checkout/checkout-form";
import { CheckoutSummary } from "./checkout/checkout-summary";

export interface CheckoutViewProps extends ResumeHandlers {
  /** The order is placed: the app remembers it and opens its payment page. */
  onPlaced?: (order: Order) => void;
  /** Saved addresses and the address form (the addresses feature, composed by the app). */
  addressPicker: AddressPicker;
}

/**
 * The checkout of /{merchantType}/{merchantSlug}/checkOut: who, when, where (address or table), a coupon, wallet and notes,
 * the server's totals, and Continue to payment (the order is placed, then paid on the payment page).
 */
export function CheckoutView({ onPlaced, resume, onSuperseded, addressPicker }: CheckoutViewProps) {
  const restaurant = useCurrentRestaurant();
  const checkout = useCheckout(onPlaced, { resume, onSuperseded });
  const { state, ours, totals, placing, submitting, round } = checkout;
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

  const answer = totals.totals;
  // Sending the form is the one guard against a second submit (a double click, Enter twice).
  const blocked = totals.error !== null || !answer || submitting || checkout.delivery.blocks;
  const placeButton = (
    <Button
      size="lg"
      className="w-full justify-between"
      onClick={() => void checkout.submit()}
      disabled={blocked}
      data-testid="place-order"
    >
      <span>{placing ? "Placing your order…" : round ? "Send to the kitchen" : "Continue to payment"}</span>
      <span className="tabular-nums">{answer && !totals.error ? formatMoney(answer.totals.total, answer.currency) : ""}</span>
    </Button>
  );

  return (
    <div className="min-h-dvh bg-stone-50">
      {bar}
      <main className="mx-auto max-w-6xl px-4 pt-5 pb-36 md:pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-8">
        <div className="space-y-4">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Checkout</h1>
            <p className="text-sm text-stone-600">{restaurant.branchName}</p>
          </div>
          <CheckoutForm checkout={checkout} addressPicker={addressPicker} />
        </div>
        <CheckoutSummary checkout={checkout} cartPath={cartPath} placeButton={placeButton} />
      </main>
      <BottomDock desktop="hidden">{placeButton}</BottomDock>
    </div>
  );
}
