import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { mediaUrl } from "../../../shared/lib/media";
import { AccountButton } from "../../../shared/ui/account-button";
import { ArrowLeftIcon } from "../../../shared/ui/icons";
import { OpenStatusBadge } from "./open-status-badge";
import { Rating } from "./rating";

export interface RestaurantHeroProps {
  restaurant: RestaurantDetail;
  backTo?: string;
  /** Buttons on the cover beside the account entry (a favourite toggle). */
  actions?: ReactNode;
}

/** Cover picture (shown whole), logo, name and the key facts of a restaurant, with the diner's account entry. */
export function RestaurantHero({ restaurant, backTo = "/", actions }: RestaurantHeroProps) {
  const cover = mediaUrl(restaurant.media, "META");
  const logo = mediaUrl(restaurant.media, "LOGO");
  return (
    <header className="mx-auto max-w-5xl md:px-4 md:pt-4">
      <div className="relative aspect-[5/2] overflow-hidden bg-brand/20 md:rounded-3xl">
        {cover && <img src={cover} alt={`${restaurant.merchantName} cover`} className="h-full w-full object-cover" />}
        <Link
          to={backTo}
          aria-label="Back"
          className="absolute top-3 left-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-stone-900 shadow hover:bg-white md:top-4 md:left-4"
        >
          <ArrowLeftIcon />
        </Link>
        <div className="absolute top-3 right-3 flex items-center gap-2 md:top-4 md:right-4">
          {actions}
          <AccountButton variant="overlay" />
        </div>
      </div>
      <div className="mt-4 flex items-start gap-4 px-4 md:px-0">
        {logo && (
          <img
            src={logo}
            alt={`${restaurant.merchantName} logo`}
            className="h-16 w-16 shrink-0 rounded-2xl bg-white object-cover shadow-sm md:h-20 md:w-20"
          />
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 md:text-3xl">{restaurant.merchantName}</h1>
          <p className="mt-0.5 text-stone-600">
            {restaurant.branchName} · {restaurant.city}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 px-4 text-sm text-stone-700 md:px-0">
        <Rating value={restaurant.rating} />
        <span aria-hidden="true">·</span>
        <span>{restaurant.cuisine.join(", ")}</span>
        <OpenStatusBadge open={restaurant.open} nextSession={restaurant.nextSession} timeZone={restaurant.timeZoneCd} />
      </div>
    </header>
  );
}
