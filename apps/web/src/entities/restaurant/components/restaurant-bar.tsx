import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { ReactNode } from "react";
import { mediaUrl } from "../../../shared/lib/media";
import { AccountButton } from "../../../shared/ui/account-button";
import { TopBar } from "../../../shared/ui/top-bar";

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
    <TopBar backTo={backTo} backLabel={backLabel} className="print:hidden" rowClassName="mx-auto max-w-6xl md:h-16 md:px-4">
      {logo && <img src={logo} alt="" className="h-9 w-9 shrink-0 rounded-lg object-cover" />}
      <div className="min-w-0 flex-1">
        <p className="truncate text-base leading-tight font-bold text-stone-900">{title ?? restaurant.merchantName}</p>
        <p className="truncate text-xs text-stone-600">{title ? restaurant.merchantName : restaurant.branchName}</p>
      </div>
      {actions}
      <AccountButton className="ml-1" />
    </TopBar>
  );
}
