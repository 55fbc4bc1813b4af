import { addressText } from "@forkful/contracts/addresses";
import type { Order } from "@forkful/contracts/orders";
import { ClockIcon, MapPinIcon } from "@forkful/ui/icons";
import { dayAndClockText } from "../lib/delivery-time";

export interface DeliverySummaryProps {
  order: Order;
  timeZone: string;
  className?: string;
}

/** Where a delivery goes and, for an order placed for later, when: on the payment page and the tracker. */
export function DeliverySummary({ order, timeZone, className }: DeliverySummaryProps) {
  const scheduled = order.scheduledAt && !order.orderTimeASAP ? dayAndClockText(order.scheduledAt, timeZone) : "";
  if (!order.address && !scheduled) return null;
  const when = order.orderType === "delivery" ? "Delivery for" : order.orderType === "pickup" ? "Pickup at" : "For";
  return (
    <section
      aria-label={order.orderType === "delivery" ? "Delivery" : "When"}
      className={`rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm md:p-5 ${className ?? ""}`}
      data-testid="delivery-summary"
    >
      <dl className="space-y-2">
        {order.address && (
          <div className="flex items-start gap-2">
            <MapPinIcon size={18} className="mt-0.5 shrink-0 text-stone-500" />
            <div className="min-w-0">
              <dt className="font-semibold text-stone-900">Deliver to</dt>
              <dd className="text-stone-700" data-testid="dropoff-address">
                {addressText(order.address)}
              </dd>
            </div>
          </div>
        )}
        {scheduled && (
          <div className="flex items-start gap-2">
            <ClockIcon size={18} className="mt-0.5 shrink-0 text-stone-500" />
            <div className="min-w-0">
              <dt className="font-semibold text-stone-900">{when}</dt>
              <dd className="text-stone-700" data-testid="scheduled-time">
                {order.eventSlot ? `${order.eventSlot} · ` : ""}
                {scheduled}
              </dd>
            </div>
          </div>
        )}
      </dl>
    </section>
  );
}
