import { COUPON_SUCCESS } from "@forkful/contracts/coupons";
import type { TotalsAnswer } from "@forkful/contracts/orders";
import { FormAlert } from "@forkful/ui/form-alert";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderLineList } from "../../../../entities/order/components/order-line-list";
import { useCurrentRestaurant } from "../../../../entities/restaurant/hooks/use-current-restaurant";
import type { Checkout } from "../../hooks/use-checkout";
import { menuPathOf } from "../../lib/cart-paths";
import { countItems } from "../../stores/cart-lines";
import { cartStore } from "../../stores/cart-store";
import { CartTotalsCard } from "../cart-totals-card";
import { CheckoutCoupon } from "./checkout-coupon";
import { TableRoundRefusal } from "./table-round-refusal";

export interface CheckoutSummaryProps {
  checkout: Checkout;
  cartPath: string;
  /** Continue to payment (shown here from tablets up; docked at the bottom on phones). */
  placeButton: ReactNode;
}

/** The order beside the checkout: its dishes (Edit goes back to the cart), a coupon, the server's totals and Continue. */
/** The typed coupon's discount on its own row of the totals, once the server says it applies. */
const couponLine = (answer: TotalsAnswer | null) =>
  answer?.coupon?.responseCode === COUPON_SUCCESS
    ? [{ label: `Coupon ${answer.coupon.couponCode}`, amount: answer.coupon.discountAmount }]
    : [];

export function CheckoutSummary({ checkout, cartPath, placeButton }: CheckoutSummaryProps) {
  const restaurant = useCurrentRestaurant();
  const { state, totals, placementError, placementCode, round } = checkout;
  const dishes = countItems(state.items);
  const place = { merchantType: restaurant.merchantType, locationSlug: restaurant.locationSlug };
  const answer = totals.totals;
  // The chosen address is outside the area: the totals say so in the refusal's own words (no fee for it).
  const refused = checkout.delivery.verdict.kind === "refused";
  return (
    <aside className="mt-4 lg:mt-0" aria-label="Order summary">
      <div className="space-y-4 lg:sticky lg:top-24">
        <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-bold text-stone-900">
              {dishes} {dishes === 1 ? "dish" : "dishes"}
            </h2>
            <Link to={cartPath} className="text-sm font-semibold text-brand hover:underline">
              Edit
            </Link>
          </div>
          {answer && <OrderLineList lines={answer.lines} currency={answer.currency} className="mt-1" />}
        </section>
        {!round && (
          <CheckoutCoupon
            locationId={restaurant.id}
            orderType={state.currentOrderType}
            currency={state.currency ?? restaurant.currency}
            totals={answer}
            pricing={totals.pricing}
          />
        )}
        <CartTotalsCard
          totals={answer}
          currency={state.currency ?? restaurant.currency}
          orderType={state.currentOrderType}
          discounts={couponLine(answer)}
          pricing={totals.pricing}
          error={totals.error}
          errorDetail={refused ? null : undefined}
          onRetry={refused ? undefined : totals.refetch}
        >
          {placementError && round && (
            <TableRoundRefusal
              message={placementError}
              code={placementCode}
              place={{ ...place, tableId: state.tableId, tabOrderId: state.tabOrderId }}
              onLeaveTab={() => cartStore.getState().leaveTab()}
            />
          )}
          {placementError && !round && <FormAlert message={placementError} className="mb-3" />}
          <div className="hidden md:block">{placeButton}</div>
          <p className="mt-3 text-center text-xs text-stone-500">
            {round
              ? "Pay at the end — your order goes on the table's tab."
              : `By continuing you agree to ${restaurant.merchantName}'s terms. You add a tip and choose how to pay on the next step.`}
          </p>
        </CartTotalsCard>
        <Link
          to={menuPathOf({ ...state, ...place })}
          className="block text-center text-sm font-semibold text-stone-600 hover:text-stone-900"
        >
          Add more dishes
        </Link>
      </div>
    </aside>
  );
}
