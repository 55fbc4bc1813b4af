import { FEEDBACK_TEXTS } from "@forkful/contracts/feedback";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { cn } from "@forkful/ui/cn";
import { BagIcon, ClockIcon, MapPinIcon, StarIcon, TruckIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { OpenStatusBadge } from "./open-status-badge";
import { ratingWords } from "./rating";
import { deliveryFeeLabel, freeDeliveryLabel, minimumOrderLabel, todaysHours } from "./restaurant-facts";

function Fact({ icon, label, className, children }: { icon: ReactNode; label: string; className?: string; children: ReactNode }) {
  return (
    // dt and dd sit directly in the div under the dl (axe's definition-list rule); the icon rides in the dt.
    <div className={cn("relative min-w-0 px-4 py-2 sm:py-3 sm:pl-15", className)}>
      <dt className="text-xs font-medium text-stone-600">
        <span
          aria-hidden="true"
          className="absolute top-3 left-4 hidden h-8 w-8 items-center justify-center rounded-full bg-stone-100 text-stone-700 sm:flex"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

export interface RestaurantKeyFactsProps {
  restaurant: RestaurantDetail;
  className?: string;
}

/**
 * What a diner checks before ordering, above the menu: rating, today's hours, time to ready, delivery fee and
 * minimum, and where to pick the order up.
 */
export function RestaurantKeyFacts({ restaurant, className }: RestaurantKeyFactsProps) {
  const fee = deliveryFeeLabel(restaurant);
  const deliveryTerms = [minimumOrderLabel(restaurant), freeDeliveryLabel(restaurant)].filter(Boolean).join(" · ");
  return (
    <section aria-label="Restaurant at a glance" className={cn("rounded-2xl border border-stone-200 bg-white shadow-sm", className)}>
      <dl className="grid grid-cols-2 py-1 lg:grid-cols-[0.8fr_0.8fr_1.4fr_1.4fr]">
        <Fact icon={<StarIcon size={16} className="text-amber-500" />} label="Rating">
          {restaurant.ratingCount > 0 ? (
            <>
              {restaurant.rating.toFixed(1)}{" "}
              <span className="font-normal text-stone-600">out of 5 · {ratingWords(restaurant.rating, restaurant.ratingCount).count}</span>
            </>
          ) : (
            FEEDBACK_TEXTS.noRatings
          )}
        </Fact>
        <Fact icon={<BagIcon size={16} />} label="Pickup ready in">
          {restaurant.defaultPickUpETA} min
        </Fact>
        <Fact icon={<ClockIcon size={16} />} label="Hours today" className={cn("col-span-2 lg:col-span-1", !fee && "lg:col-span-2")}>
          <OpenStatusBadge open={restaurant.open} nextSession={restaurant.nextSession} timeZone={restaurant.timeZoneCd} />
          <span className="mt-1 block font-normal text-stone-700">{todaysHours(restaurant)}</span>
        </Fact>
        {fee && (
          <Fact icon={<TruckIcon size={16} />} label="Delivery" className="col-span-2 lg:col-span-1">
            {fee} · about {restaurant.defaultDeliveryETA} min
            {deliveryTerms && <span className="block font-normal text-stone-700">{deliveryTerms}</span>}
          </Fact>
        )}
      </dl>
      <div className="flex items-start gap-2 border-t border-stone-100 px-4 py-2.5 text-sm text-stone-800 sm:py-3">
        <MapPinIcon size={18} className="mt-0.5 shrink-0 text-brand" />
        <div>
          <span className="font-semibold">Pickup at </span>
          <address className="inline not-italic">{restaurant.address}</address>
        </div>
      </div>
    </section>
  );
}
