import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { GridIcon, InfoIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { OPENED_OVER_PARENT } from "../../../shared/hooks/use-close-overlay";
import { mediaUrl } from "../../../shared/lib/media";
import { AccountButton } from "../../../shared/ui/account-button";
import { TopBar } from "../../../shared/ui/top-bar";

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
    <TopBar backTo={homePath} backLabel={`Back to ${restaurant.merchantName}`} rowClassName="mx-auto max-w-7xl md:h-16 md:px-4">
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
    </TopBar>
  );
}
