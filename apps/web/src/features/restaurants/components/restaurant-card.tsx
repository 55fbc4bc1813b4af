import { formatDistance } from "@forkful/contracts/distance";
import { ORDER_TYPE_GROUPS, type RestaurantSummary } from "@forkful/contracts/merchants";
import { formatMoney } from "@forkful/contracts/money";
import { cn } from "@forkful/ui/cn";
import { ClockIcon, MapPinIcon, TruckIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { mediaUrl } from "../../../shared/lib/media";
import { themeStyle } from "../../../shared/lib/theme";
import { OpenStatusBadge } from "./open-status-badge";
import { Rating } from "./rating";
import { deliveryFeeLabel, minimumOrderLabel, readyInLabel } from "./restaurant-facts";

export interface RestaurantCardProps {
  restaurant: RestaurantSummary;
  /** The first card of a list: its picture is the page's largest paint, so it loads at once and first. */
  priority?: boolean;
  /** Over the cover's corner: the favourite mark, composed by the page. */
  badge?: ReactNode;
}

const fact = "inline-flex items-center gap-1 whitespace-nowrap";

/** A restaurant in a list: cover, name, rating, time to ready, distance, delivery fee and minimum, and open state. */
export function RestaurantCard({ restaurant, priority = false, badge }: RestaurantCardProps) {
  const cover = mediaUrl(restaurant.media, "META");
  const logo = mediaUrl(restaurant.media, "LOGO");
  const fee = deliveryFeeLabel(restaurant);
  const minimum = minimumOrderLabel(restaurant);
  return (
    <article
      style={themeStyle(restaurant.theme)}
      className={cn(
        "group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md",
        // The card's ring for keyboard focus on its link: an outline (kept in forced colours), dark on the light page
        // whatever the restaurant's colour, and none for a tap or a click.
        "has-[[data-card-link]:focus-visible]:outline-3 has-[[data-card-link]:focus-visible]:outline-offset-2 has-[[data-card-link]:focus-visible]:outline-stone-900",
      )}
    >
      {badge && <div className="absolute top-2 right-2">{badge}</div>}
      <div className="aspect-[5/2] bg-brand/15">
        {cover && (
          <img
            src={cover}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 gap-3 p-4">
        {logo && (
          <img
            src={logo}
            alt={`${restaurant.merchantName} logo`}
            loading={priority ? "eager" : "lazy"}
            className="h-12 w-12 shrink-0 rounded-xl bg-white object-cover shadow-sm"
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-base leading-tight font-bold text-stone-900">
              <Link
                to={`/${restaurant.merchantType}/${restaurant.locationSlug}`}
                data-card-link=""
                className="outline-none after:absolute after:inset-0 after:content-['']"
              >
                {restaurant.merchantName}
              </Link>
            </h2>
            <Rating value={restaurant.rating} count={restaurant.ratingCount} />
          </div>
          <p className="mt-0.5 truncate text-sm text-stone-600">{restaurant.branchName}</p>
          <p className="truncate text-sm text-stone-600">{restaurant.cuisine.join(" · ")}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-stone-800">
            <span className={fact}>
              <ClockIcon size={15} className="text-stone-500" />
              {readyInLabel(restaurant.defaultPickUpETA)}
            </span>
            {restaurant.distanceKm !== null && (
              <span className={fact}>
                <MapPinIcon size={15} className="text-stone-500" />
                <span>
                  {formatDistance(restaurant.distanceKm, restaurant.country)}
                  <span className="sr-only"> away</span>
                </span>
              </span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            {fee ? (
              <span className={fact}>
                <TruckIcon size={15} className="text-stone-500" />
                {fee}
                {minimum && <span className="text-stone-500">· {minimum}</span>}
              </span>
            ) : (
              <span>Pickup{restaurant.orderTypes.some((t) => t.typeGroup === ORDER_TYPE_GROUPS.dineIn) ? " & dine-in" : ""}</span>
            )}
            <span className="whitespace-nowrap">{formatMoney(restaurant.cost, restaurant.currency)} for two</span>
          </p>
          <OpenStatusBadge open={restaurant.open} nextSession={restaurant.nextSession} className="mt-3" />
        </div>
      </div>
    </article>
  );
}
