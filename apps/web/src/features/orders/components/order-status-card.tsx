import { orderStatusText } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { cn } from "../../../shared/lib/cn";
import { BagIcon, TableIcon, TruckIcon } from "../../../shared/ui/icons";
import type { StreamState } from "../api/order-events";
import { formatOrderClock, formatOrderDateTime } from "../lib/order-time";
import { isCancelled } from "../lib/order-timeline";

const TYPE_NAME = { pickup: "Pickup", delivery: "Delivery", dinein: "Dine-in" } as const;

/** When the order should be ready, in words. */
function etaText(order: Order, timeZone: string): string | null {
  if (isCancelled(order.status) || [15, 16, 17].includes(order.status)) return null;
  if (order.scheduledAt && !order.orderTimeASAP) {
    return `${order.eventSlot ? `${order.eventSlot} · ` : ""}Scheduled for ${formatOrderDateTime(order.scheduledAt, timeZone)}`;
  }
  if (!order.etaTime) return null;
  const verb = order.orderType === "delivery" ? "Arriving" : "Ready";
  return `${verb} around ${formatOrderClock(order.etaTime, timeZone)}`;
}

export interface OrderStatusCardProps {
  order: Order;
  timeZone: string;
  stream: StreamState;
}

/** The order's status in large type (spec §4 labels), its number, type and ETA, and whether the page is live. */
export function OrderStatusCard({ order, timeZone, stream }: OrderStatusCardProps) {
  const Icon = order.orderType === "delivery" ? TruckIcon : order.orderType === "dinein" ? TableIcon : BagIcon;
  const eta = etaText(order, timeZone);
  const cancelled = isCancelled(order.status);
  return (
    <section aria-label="Order status" className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className={cn("px-4 py-5 md:px-6", cancelled ? "bg-red-50" : "bg-brand/8")}>
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-stone-700">
            <Icon size={18} /> {TYPE_NAME[order.orderType]}
            {order.tableId ? ` · Table ${order.tableId}` : ""} · Order #{order.orderNumber}
          </p>
          <LiveBadge state={stream} />
        </div>
        <h1
          className={cn("mt-2 text-3xl font-extrabold tracking-tight", cancelled ? "text-red-800" : "text-stone-900")}
          data-testid="order-status"
        >
          {orderStatusText(order.status)}
        </h1>
        {eta && <p className="mt-1 font-medium text-stone-700">{eta}</p>}
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
