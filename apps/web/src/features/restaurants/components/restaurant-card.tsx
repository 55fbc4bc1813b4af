import type { RestaurantSummary } from "@forkful/contracts/merchants";
import { formatMoney } from "@forkful/contracts/money";
import { Link } from "react-router";
import { mediaUrl } from "../../../shared/lib/media";
import { themeStyle } from "../../../shared/lib/theme";
import { MapPinIcon } from "../../../shared/ui/icons";
import { OpenStatusBadge } from "./open-status-badge";
import { Rating } from "./rating";

export function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

export function RestaurantCard({ restaurant }: { restaurant: RestaurantSummary }) {
  const cover = mediaUrl(restaurant.media, "META");
  const logo = mediaUrl(restaurant.media, "LOGO");
  return (
    <article
      style={themeStyle(restaurant.theme)}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand"
    >
      <div className="relative aspect-[5/2] bg-brand/15">
        {cover && <img src={cover} alt="" loading="lazy" className="h-full w-full object-cover" />}
        {restaurant.distanceKm !== null && (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow-sm">
            <MapPinIcon size={14} />
            {formatDistance(restaurant.distanceKm)}
          </span>
        )}
      </div>
      <div className="flex flex-1 gap-3 p-4">
        {logo && (
          <img
            src={logo}
            alt={`${restaurant.merchantName} logo`}
            className="h-12 w-12 shrink-0 rounded-xl bg-white object-cover shadow-sm"
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-base leading-tight font-bold text-stone-900">
              <Link
                to={`/${restaurant.merchantType}/${restaurant.locationSlug}`}
                className="outline-none after:absolute after:inset-0 after:content-['']"
              >
                {restaurant.merchantName}
              </Link>
            </h2>
            <Rating value={restaurant.rating} />
          </div>
          <p className="mt-0.5 truncate text-sm text-stone-600">{restaurant.branchName}</p>
          <p className="mt-2 truncate text-sm text-stone-600">{restaurant.cuisine.join(" · ")}</p>
          <p className="mt-1 text-sm text-stone-800">
            <span className="font-semibold">{formatMoney(restaurant.cost, restaurant.currency)}</span> for two
          </p>
          <OpenStatusBadge open={restaurant.open} nextSession={restaurant.nextSession} className="mt-3" />
        </div>
      </div>
    </article>
  );
}
