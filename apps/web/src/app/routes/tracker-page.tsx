import { FINAL_ORDER_STATUSES, OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { type ReactNode, useEffect } from "react";
import { Link, Navigate } from "react-router";
import { useOrder } from "../../features/orders/api/get-order";
import type { StreamState } from "../../features/orders/api/order-events";
import { CancelOrderButton } from "../../features/orders/components/cancel-order-button";
import { OrderStatusCard } from "../../features/orders/components/order-status-card";
import { OrderTimelineList } from "../../features/orders/components/order-timeline-list";
import { PaymentNote } from "../../features/orders/components/payment-note";
import { RestaurantContact } from "../../features/orders/components/restaurant-contact";
import { useOrderEvents } from "../../features/orders/hooks/use-order-events";
import { forgetActiveOrder } from "../../features/orders/lib/active-orders";
import { paymentPathOf, receiptPathOf, trackerPathOf } from "../../features/orders/lib/order-paths";
import { orderTimeline } from "../../features/orders/lib/order-timeline";
import { useCurrentRestaurant } from "../../shared/hooks/use-current-restaurant";
import { useSession } from "../../shared/hooks/use-session";
import { useRouteParams } from "../../shared/lib/route-params";
import { buttonClasses } from "../../shared/ui/button";
import { ReceiptIcon, TableIcon } from "../../shared/ui/icons";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";
import { OrderLineList } from "../../shared/ui/order-line-list";
import { OrderLoadError } from "../../shared/ui/order-load-error";
import { RestaurantBar } from "../../shared/ui/restaurant-bar";
import { OrderTotalsBreakdown } from "../../shared/ui/totals-breakdown";

const CANCELLABLE: readonly number[] = [OrderStatus.Created, OrderStatus.Modified];

/**
 * …/tracker/{orderId} (with /e/splitId/{splitId} or /e/transactionId/{transactionId}), …/order/{orderId} and the
 * table order view …/table/{tableId}/order/{orderId}: the order's status, its steps with their times, the dishes and
 * totals, the ETA and the restaurant's number, live as the restaurant moves the order.
 */
export function TrackerPage() {
  const restaurant = useCurrentRestaurant();
  const session = useSession();
  const { orderId = "", splitId, transactionId, tableId } = useRouteParams();
  const query = useOrder({ orderId, splitId, transactionId });
  const order = query.data;
  const over = order ? FINAL_ORDER_STATUSES.includes(order.status) : false;
  const stream = useOrderEvents(orderId, Boolean(order) && !over);

  useEffect(() => {
    if (over) forgetActiveOrder(orderId);
  }, [over, orderId]);

  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const menuPath = tableId ? `${base}/table/${tableId}/menu/dinein` : `${base}/menu`;
  const bar = (title: string) => <RestaurantBar restaurant={restaurant} backTo={menuPath} backLabel="Back to the menu" title={title} />;

  if (query.isPending) {
    return (
      <>
        {bar("Your order")}
        <LoadingPlaceholder />
      </>
    );
  }
  if (query.isError) {
    return (
      <div className="min-h-dvh bg-stone-50">
        {bar("Your order")}
        <OrderLoadError
          error={query.error}
          menuPath={menuPath}
          onRetry={() => query.refetch()}
          onSignIn={session.kind === "guest" ? () => session.openSignIn() : undefined}
        />
      </div>
    );
  }

  return <TrackerView order={query.data} stream={stream} bar={bar(`Order #${query.data.orderNumber}`)} />;
}

interface TrackerViewProps {
  order: Order;
  stream: StreamState;
  bar: ReactNode;
}

function TrackerView({ order, stream, bar }: TrackerViewProps) {
  const restaurant = useCurrentRestaurant();
  const { orderId = "", splitId, transactionId, tableId } = useRouteParams();
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const place = { merchantType: order.merchantType, locationSlug: order.locationSlug, orderId, tableId, splitId, transactionId };
  // An order of another restaurant: its own tracker.
  if (order.locationSlug !== restaurant.locationSlug) return <Navigate to={trackerPathOf(place)} replace />;

  const zone = restaurant.timeZoneCd;
  return (
    <div className="min-h-dvh bg-stone-50">
      {bar}
      <main className="mx-auto max-w-6xl px-4 pt-5 pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-8">
        <div className="space-y-4">
          {tableId && (
            <div className="flex items-center gap-3 rounded-2xl border border-brand/30 bg-brand/5 px-4 py-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand text-on-brand">
                <TableIcon size={20} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-bold text-stone-900">Table {tableId}</p>
                <p className="text-sm text-stone-600">Your order comes to your table.</p>
              </div>
              <Link to={`${base}/table/${tableId}/order/${orderId}/menu/dinein`} className={buttonClasses("secondary", "sm")}>
                Order more
              </Link>
            </div>
          )}
          <OrderStatusCard order={order} timeZone={zone} stream={stream} />
          <section aria-label="Progress" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-6">
            <OrderTimelineList steps={orderTimeline(order)} timeZone={zone} />
            {CANCELLABLE.includes(order.status) && (
              <div className="mt-4 border-t border-stone-100 pt-3">
                <CancelOrderButton orderId={orderId} />
              </div>
            )}
          </section>
        </div>

        <div className="mt-4 space-y-4 lg:mt-0">
          <section aria-label="Your order" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
            <div className="flex items-center justify-between">
              <h2 className="text-lg font-bold text-stone-900">Your order</h2>
              <Link to={receiptPathOf(place)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline">
                <ReceiptIcon size={16} /> Receipt
              </Link>
            </div>
            <OrderLineList lines={order.items} currency={order.currency} className="mt-1" />
            <OrderTotalsBreakdown order={order} className="mt-2 border-t border-stone-100 pt-3" />
            <PaymentNote order={order} payPath={paymentPathOf(place)} />
          </section>
          <RestaurantContact name={order.branchName} address={restaurant.address} phone={order.locationPhone || restaurant.phoneNumber} />
        </div>
      </main>
    </div>
  );
}
