import { formatDistance } from "@forkful/contracts/distance";
import { LOCATION_TEXTS } from "@forkful/contracts/location";
import type { RestaurantSummary } from "@forkful/contracts/merchants";
import { cn } from "@forkful/ui/cn";
import { ChevronRightIcon, TruckIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import type { Point } from "../../../entities/location/lib/selected-location";
import { type DeliveryHere, deliveryHere } from "../lib/delivers-here";
import { OpenStatusBadge } from "./open-status-badge";

const DELIVERY_LABELS: Record<DeliveryHere, string> = {
  delivers: LOCATION_TEXTS.deliversHere,
  outside: LOCATION_TEXTS.noDeliveryHere,
  "no-delivery": LOCATION_TEXTS.pickupOnly,
};

export interface NearbyListProps {
  restaurants: RestaurantSummary[];
  /** Where the diner is: each row says whether the restaurant delivers there. */
  point: Point;
  label: string;
  busy?: boolean;
}

/** The restaurants around a point as the list by position orders them: name, distance, open state, delivery there. */
export function NearbyList({ restaurants, point, label, busy = false }: NearbyListProps) {
  return (
    <ol
      aria-label={label}
      aria-busy={busy}
      className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      {restaurants.map((restaurant) => {
        const delivery = deliveryHere(restaurant, point);
        return (
          <li key={restaurant.id} data-testid="nearby-restaurant">
            <Link
              to={`/${restaurant.merchantType}/${restaurant.locationSlug}`}
              className="flex items-center gap-3 px-4 py-3 transition hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:outline-none"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-stone-900">{restaurant.merchantName}</span>
                <span className="block truncate text-sm text-stone-600">
                  {restaurant.distanceKm !== null ? `${formatDistance(restaurant.distanceKm, restaurant.country)} · ` : ""}
                  {restaurant.branchName}
                </span>
                <span className="mt-1.5 flex flex-wrap items-center gap-2">
                  <OpenStatusBadge open={restaurant.open} nextSession={restaurant.nextSession} />
                  <span
                    className={cn(
                      "inline-flex items-center gap-1 text-xs font-medium",
                      delivery === "delivers" ? "text-emerald-800" : "text-stone-600",
                    )}
                  >
                    <TruckIcon size={14} />
                    {DELIVERY_LABELS[delivery]}
                  </span>
                </span>
              </span>
              <ChevronRightIcon size={18} className="shrink-0 text-stone-400" />
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
