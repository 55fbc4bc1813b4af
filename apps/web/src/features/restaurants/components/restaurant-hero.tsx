import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { ReactNode } from "react";
import { mediaUrl } from "../../../shared/lib/media";
import { AccountButton } from "../../../shared/ui/account-button";
import { BackLink } from "../../../shared/ui/icon-button";

export interface RestaurantHeroProps {
  restaurant: RestaurantDetail;
  backTo?: string;
  /** Buttons in the bar above the cover, beside the account entry (a favourite toggle). */
  actions?: ReactNode;
}

/** A bar with back, actions and the diner's account entry above the cover picture; then logo, name and cuisine. */
export function RestaurantHero({ restaurant, backTo = "/", actions }: RestaurantHeroProps) {
  const cover = mediaUrl(restaurant.media, "META");
  const logo = mediaUrl(restaurant.media, "LOGO");
  return (
    <header className="mx-auto max-w-5xl md:px-4">
      {/* The buttons sit in their own bar: on a phone they would otherwise cover the cover art. */}
      <div className="flex h-14 items-center justify-between gap-2 px-2 md:h-16 md:px-0">
        <BackLink to={backTo} label="Back" className="text-stone-900" />
        <div className="flex items-center gap-2">
          {actions}
          <AccountButton />
        </div>
      </div>
      <div className="aspect-[5/2] overflow-hidden bg-brand/20 md:aspect-[3/1] md:rounded-3xl">
        {cover && (
          <img
            src={cover}
            alt={`${restaurant.merchantName} cover`}
            fetchPriority="high"
            className="h-full w-full object-cover object-bottom"
          />
        )}
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
          <p className="mt-1 text-sm text-stone-600">{restaurant.cuisine.join(" · ")}</p>
        </div>
      </div>
    </header>
  );
}
