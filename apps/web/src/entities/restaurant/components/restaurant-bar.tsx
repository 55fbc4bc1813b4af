import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { mediaUrl } from "../../../shared/lib/media";
import { AccountButton } from "../../../shared/ui/account-button";
import { ArrowLeftIcon } from "../../../shared/ui/icons";

export interface RestaurantBarProps {
  restaurant: RestaurantDetail;
  /** Where the back arrow goes, and what it says to a screen reader. */
  backTo: string;
  backLabel: string;
  /** The page's name beside the restaurant's ("Your cart"). */
  title?: string;
  actions?: ReactNode;
}

/** The sticky bar of a restaurant's own pages (cart, checkout, tracker, receipt): back, logo, names, account. */
export function RestaurantBar({ restaurant, backTo, backLabel, title, actions }: RestaurantBarProps) {
  const logo = mediaUrl(restaurant.media, "LOGO");
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-2 md:h-16 md:px-4">
        <Link
          to={backTo}
          aria-label={backLabel}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100"
        >
          <ArrowLeftIcon />
        </Link>
        {logo && <img src={logo} alt="" className="h-9 w-9 shrink-0 rounded-lg object-cover" />}
        <div className="min-w-0 flex-1">
          <p className="truncate text-base leading-tight font-bold text-stone-900">{title ?? restaurant.merchantName}</p>
          <p className="truncate text-xs text-stone-600">{title ? restaurant.merchantName : restaurant.branchName}</p>
        </div>
        {actions}
        <AccountButton className="ml-1" />
      </div>
    </header>
  );
}
