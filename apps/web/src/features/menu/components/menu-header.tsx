import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { Link } from "react-router";
import { OPENED_OVER_PARENT } from "../../../shared/hooks/use-close-overlay";
import { mediaUrl } from "../../../shared/lib/media";
import { AccountButton } from "../../../shared/ui/account-button";
import { ArrowLeftIcon, GridIcon, InfoIcon } from "../../../shared/ui/icons";

export interface MenuHeaderProps {
  restaurant: RestaurantDetail;
  homePath: string;
  infoPath: string;
  explorePath: string;
}

const iconLink = "flex h-10 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-100";

/** The sticky bar of the menu: back to the restaurant, its name and logo, explore, info and the diner's account. */
export function MenuHeader({ restaurant, homePath, infoPath, explorePath }: MenuHeaderProps) {
  const logo = mediaUrl(restaurant.media, "LOGO");
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-2 md:h-16 md:px-4">
        <Link
          to={homePath}
          aria-label={`Back to ${restaurant.merchantName}`}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100"
        >
          <ArrowLeftIcon />
        </Link>
        {logo && <img src={logo} alt="" className="h-9 w-9 shrink-0 rounded-lg object-cover" />}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base leading-tight font-bold text-stone-900">{restaurant.merchantName}</h1>
          <p className="truncate text-xs text-stone-600">{restaurant.branchName}</p>
        </div>
        <Link to={explorePath} preventScrollReset state={OPENED_OVER_PARENT} className={iconLink} aria-label="Explore menu">
          <GridIcon size={18} />
          <span className="hidden md:inline">Explore</span>
        </Link>
        <Link to={infoPath} preventScrollReset state={OPENED_OVER_PARENT} className={iconLink} aria-label="Restaurant info">
          <InfoIcon size={18} />
          <span className="hidden md:inline">Info</span>
        </Link>
        <AccountButton compact className="ml-1" />
      </div>
    </header>
  );
}
