import { MESSAGES } from "@forkful/contracts/messages";
import { isCancelledOrder } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { SETTLED_PAYMENT_STATES } from "@forkful/contracts/payments";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { OrderLoadError } from "../../../entities/order/components/order-load-error";
import { RestaurantBar } from "../../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../../entities/restaurant/hooks/use-current-restaurant";
import { useRouteParams } from "../../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { PaymentView } from "./payment-view";

export interface OrderPaymentProps {
  /** The order being paid (the orders feature's query, composed in the app). */
  query: UseQueryResult<Order>;
  /** Where the order is tracked. */
  trackerPath: (order: Order) => string;
  /** The order is paid (or has nothing to pay): on to its tracker. */
  onPaid: (order: Order) => void;
  /** Where the header's back arrow goes instead of the tracker (the checkout whose cart placed this order). */
  back?: { to: string; label: string } | null;
  /** Where and when the order is wanted (a delivery's drop-off, a time), beside the order (composed by the app). */
  placeOf?: (order: Order) => ReactNode;
}

/**
 * …/order/{orderId}/placeOrder/payment and …/table/{tableId}/order/{orderId}/placeOrder/payment: pay a placed order
 * by card (new or saved), UPI QR, payment link or at the restaurant, with a coupon, item offers and a tip. A paid order
 * goes to its tracker; a cancelled one says so.
 */
export function OrderPayment({ query, trackerPath, onPaid, back = null, placeOf }: OrderPaymentProps) {
  const restaurant = useCurrentRestaurant();
  const { tableId } = useRouteParams();
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const menuPath = tableId ? `${base}/table/${tableId}/menu/dinein` : `${base}/menu`;
  const order = query.data;
  const bar = (
    <RestaurantBar
      restaurant={restaurant}
      backTo={back?.to ?? (order ? trackerPath(order) : menuPath)}
      backLabel={back?.label ?? (order ? "Back to your order" : "Back to the menu")}
      title="Payment"
    />
  );

  if (query.isPending) {
    return (
      <>
        {bar}
        <LoadingPlaceholder />
      </>
    );
  }
  if (query.isError || !order) {
    return (
      <div className="min-h-dvh bg-stone-50">
        {bar}
        <OrderLoadError query={query} menuPath={menuPath} />
      </div>
    );
  }
  if (order.locationSlug !== restaurant.locationSlug) return <Navigate to={trackerPath(order)} replace />;
  if (order.payment && SETTLED_PAYMENT_STATES.includes(order.payment.state)) return <Navigate to={trackerPath(order)} replace />;
  if (isCancelledOrder(order.status)) {
    return (
      <div className="min-h-dvh bg-stone-50">
        {bar}
        <EmptyState
          title={MESSAGES.orderCancelledNothingToPay}
          action={
            <Link to={trackerPath(order)} className={buttonClasses("secondary")}>
              See the order
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="min-h-dvh bg-stone-50">
      {bar}
      <PaymentView
        order={order}
        refreshing={query.isFetching}
        refetchOrder={() => void query.refetch()}
        onPaid={() => onPaid(order)}
        place={placeOf?.(order)}
      />
    </div>
  );
}
