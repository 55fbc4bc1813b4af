import { CURBSIDE_TEXTS, directionsUrl } from "@forkful/contracts/curbside";
import { isCancelledOrder, OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { Button } from "@forkful/ui/button";
import { CheckIcon, NavigationIcon } from "@forkful/ui/icons";
import { useState } from "react";
import { CurbsideForm } from "./curbside-form";

export interface CurbsidePanelProps {
  order: Order;
  /** The restaurant's point, for directions. */
  restaurantPoint: { lat: number; lng: number } | null;
  /** Only the diner who placed the order tells the restaurant they are here. */
  canTell: boolean;
}

/**
 * Curbside pickup on a pickup order's tracker: directions to the restaurant and "I'm here" (the car and spot), then
 * that the restaurant knows, with a way to change what was told. Gone once the order is collected or cancelled.
 */
export function CurbsidePanel({ order, restaurantPoint, canTell }: CurbsidePanelProps) {
  const [editing, setEditing] = useState(false);
  if (order.orderType !== "pickup" || order.status === OrderStatus.PickedUp || isCancelledOrder(order.status)) return null;
  const arrival = order.arrival;
  return (
    <section
      aria-label="Curbside pickup"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5"
      data-testid="curbside"
    >
      {editing ? (
        <CurbsideForm orderId={order.orderId} arrival={arrival} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : arrival ? (
        <div role="status">
          <p className="flex items-start gap-2 font-semibold text-emerald-900">
            <CheckIcon size={20} className="mt-0.5 shrink-0" /> {CURBSIDE_TEXTS.told}
          </p>
          <p className="mt-1 text-sm text-stone-700" data-testid="curbside-arrival">
            {arrival.carDetails}
            {arrival.spot ? ` · ${arrival.spot}` : ""}
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-700">Collecting at the curb? Tell the restaurant when you arrive and they bring your order out.</p>
      )}
      {!editing && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {canTell && (
            <Button variant={arrival ? "secondary" : "primary"} onClick={() => setEditing(true)}>
              {arrival ? "Change car or spot" : CURBSIDE_TEXTS.button}
            </Button>
          )}
          {restaurantPoint && (
            <a
              href={directionsUrl(restaurantPoint)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-brand hover:bg-brand/5"
            >
              <NavigationIcon size={18} /> {CURBSIDE_TEXTS.directions}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
    </section>
  );
}
