import type { CourierPosition } from "@forkful/contracts/delivery";
import { isInQueue, queuePlaceText } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { buttonClasses } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { BagIcon, CreditCardIcon, TableIcon, TruckIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { StreamState } from "../../../shared/api/event-stream";
import { useNow } from "../hooks/use-now";
import { orderHeadline, orderPhase } from "../lib/order-phase";
import { orderPromise } from "../lib/order-promise";
import { RunningLateNote } from "./running-late-note";

const TYPE_NAME = { pickup: "Pickup", delivery: "Delivery", dinein: "Dine-in" } as const;

export interface OrderStatusCardProps {
  order: Order;
  timeZone: string;
  stream: StreamState;
  /** The order's payment page, for its placer while it waits for payment ("Pay now" on top). */
  payPath?: string | null;
  /** What a diner can do with an order that is over: order it again (composed by the app). */
  orderAgain?: ReactNode;
  /** A delivery's courier as the order's stream last pushed it: the line follows its ETA. */
  courier?: CourierPosition | null;
}

/**
 * The order's status in large type (spec §4 labels; "Waiting for payment" or "Order released" for an unpaid order),
 * its number and type, its place in the restaurant's queue while In Queue, the line of what comes next (a time only
 * while it is ahead; a delivery's courier's own once one is assigned), and whether the page is live.
 */
export function OrderStatusCard({ order, timeZone, stream, payPath = null, orderAgain, courier = null }: OrderStatusCardProps) {
  const Icon = order.orderType === "delivery" ? TruckIcon : order.orderType === "dinein" ? TableIcon : BagIcon;
  const now = useNow();
  const phase = orderPhase(order);
  const line = orderPromise(order, timeZone, now, courier);
  const unpaid = phase === "awaiting-payment";
  const stopped = phase === "cancelled" || phase === "released";
  const over = stopped || phase === "finished";
  // In Queue: where it stands among the restaurant's paid orders not yet accepted (live: the stream moves it).
  const place = !unpaid && isInQueue(order) ? order.queuePlace : null;
  return (
    <section aria-label="Order status" className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className={cn("px-4 py-5 md:px-6", stopped ? "bg-red-50" : unpaid ? "bg-amber-50" : "bg-brand/8")}>
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-stone-700">
            <Icon size={18} /> {TYPE_NAME[order.orderType]}
            {order.tableId ? ` · Table ${order.tableId}` : ""} · Order #{order.orderNumber}
          </p>
          {!unpaid && !over && <LiveBadge state={stream} />}
        </div>
        <h1
          className={cn(
            "mt-2 text-3xl font-extrabold tracking-tight",
            stopped ? "text-red-800" : unpaid ? "text-amber-950" : "text-stone-900",
          )}
          data-testid="order-status"
        >
          {orderHeadline(order)}
        </h1>
        {place !== null && (
          <p className="mt-1 font-semibold text-stone-900" data-testid="queue-place">
            {queuePlaceText(place)}
          </p>
        )}
        {phase === "cancelled" && order.cancelReason && (
          <p className="mt-1 font-medium text-red-900" data-testid="cancel-reason">
            The restaurant said: {order.cancelReason}
          </p>
        )}
        {line && (
          <p className={cn("mt-1 font-medium", unpaid ? "text-amber-950" : "text-stone-700")} data-testid="order-promise">
            {line}
          </p>
        )}
        <RunningLateNote order={order} timeZone={timeZone} cooking={!unpaid && !over} />
        {unpaid && payPath && (
          <Link to={payPath} className={buttonClasses("primary", "md", "mt-4 w-full sm:w-auto")}>
            <CreditCardIcon size={18} /> Pay now
          </Link>
        )}
        {over && orderAgain && <div className="mt-4">{orderAgain}</div>}
      </div>
    </section>
  );
}

function LiveBadge({ state }: { state: StreamState }) {
  if (state === "closed") return null;
  const live = state === "live";
  return (
    <span
      role="status"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold print:hidden",
        live ? "bg-emerald-100 text-emerald-900" : "bg-stone-200 text-stone-700",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("h-2 w-2 rounded-full", live ? "animate-pulse bg-emerald-600 motion-reduce:animate-none" : "bg-stone-500")}
      />
      {live ? "Live" : "Connecting…"}
    </span>
  );
}
