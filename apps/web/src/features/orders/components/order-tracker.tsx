import type { CourierPosition } from "@forkful/contracts/delivery";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { buttonClasses } from "@forkful/ui/button";
import { ReceiptIcon, TableIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { OrderLineList } from "../../../entities/order/components/order-line-list";
import { OrderTotalsBreakdown } from "../../../entities/order/components/totals-breakdown";
import { useCurrentRestaurant } from "../../../entities/restaurant/hooks/use-current-restaurant";
import { splitOfOrder } from "../../../entities/split/lib/split-of-order";
import type { StreamState } from "../../../shared/api/event-stream";
import { useRouteParams } from "../../../shared/lib/route-params";
import { paymentPathOf, receiptPathOf, trackerPathOf } from "../lib/order-paths";
import { isAwaitingPayment } from "../lib/order-phase";
import { orderTimeline } from "../lib/order-timeline";
import { CancelOrderButton } from "./cancel-order-button";
import { OrderStatusCard } from "./order-status-card";
import { OrderTimelineList } from "./order-timeline-list";
import { PaymentNote } from "./payment-note";
import { RestaurantContact } from "./restaurant-contact";
import { SplitPartView } from "./split-part-view";

const CANCELLABLE: readonly number[] = [OrderStatus.Created, OrderStatus.Modified];

export interface OrderTrackerProps {
  order: Order;
  stream: StreamState;
  bar: ReactNode;
  /** Order again, for an order that is over (composed by the app: the cart feature's reorder). */
  orderAgain?: ReactNode;
  /** How the order reaches the diner: a delivery's courier and map, a pickup's curbside (composed by the app). */
  handover?: ReactNode;
  /** A delivery's courier as the order's stream last pushed it (the status line follows its ETA). */
  courier?: CourierPosition | null;
}

/**
 * A loaded order, live: its status (waiting for payment with Pay now on top, until paid), its steps with their times,
 * the dishes and totals, the ETA and the restaurant's number; at a table, Order more; once over, Order again. An order
 * of another restaurant opens its own tracker.
 */
export function OrderTracker({ order, stream, bar, orderAgain, handover, courier = null }: OrderTrackerProps) {
  const restaurant = useCurrentRestaurant();
  const { orderId = "", splitId, transactionId, tableId } = useRouteParams();
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const place = { merchantType: order.merchantType, locationSlug: order.locationSlug, orderId, tableId, splitId, transactionId };
  // An order of another restaurant: its own tracker.
  if (order.locationSlug !== restaurant.locationSlug) return <Navigate to={trackerPathOf(place)} replace />;

  const zone = restaurant.timeZoneCd;
  // …/e/splitId/{splitId} or a split's transaction: the part of the bill, not the whole order.
  const split = splitOfOrder(order);
  // Not the diner's own order (a shared link): the server left out who placed it; only its owner changes or pays it.
  const shared = order.customerId === null;
  const payPath = shared ? null : paymentPathOf(place);
  // Waiting for payment: the pay action is on top, in the status card.
  const unpaid = isAwaitingPayment(order);
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
          <OrderStatusCard
            order={order}
            timeZone={zone}
            stream={stream}
            payPath={payPath}
            orderAgain={shared ? null : orderAgain}
            courier={courier}
          />
          {handover}
          <section aria-label="Progress" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-6">
            <OrderTimelineList steps={orderTimeline(order)} timeZone={zone} />
            {!shared && CANCELLABLE.includes(order.status) && (
              <div className="mt-4 border-t border-stone-100 pt-3">
                <CancelOrderButton orderId={orderId} />
              </div>
            )}
          </section>
        </div>

        <div className="mt-4 space-y-4 lg:mt-0">
          <section aria-label="Your order" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
            <div className="flex items-center justify-between">
              <h2 className="text-lg font-bold text-stone-900">{split ? split.label : shared ? "The order" : "Your order"}</h2>
              <Link to={receiptPathOf(place)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline">
                <ReceiptIcon size={16} /> Receipt
              </Link>
            </div>
            {split ? (
              <SplitPartView order={order} split={split} />
            ) : (
              <>
                <OrderLineList lines={order.items} currency={order.currency} className="mt-1" />
                <OrderTotalsBreakdown order={order} className="mt-2 border-t border-stone-100 pt-3" />
                <PaymentNote order={order} payPath={unpaid ? null : payPath} />
              </>
            )}
            {shared && (
              <p className="mt-3 text-sm text-stone-600" data-testid="shared-order-note">
                A shared tracker: the order&apos;s progress and dishes. Only the person who placed it can change or pay it.
              </p>
            )}
          </section>
          <RestaurantContact name={order.branchName} address={restaurant.address} phone={order.locationPhone || restaurant.phoneNumber} />
        </div>
      </main>
    </div>
  );
}
