import type { Diet, MenuData } from "@forkful/contracts/menu";
import type { MenuType, RestaurantDetail } from "@forkful/contracts/merchants";
import type { ReactNode } from "react";
import { ClosedNote } from "./closed-note";
import { EventBanner, TableBanner } from "./context-banner";
import { DeliveryOffNote } from "./delivery-off-note";
import { DietFilter } from "./diet-filter";
import { MenuSearch } from "./menu-search";
import { MenuTypeTabs } from "./menu-type-tabs";
import { PausedNote } from "./paused-note";

export interface MenuTopProps {
  restaurant: RestaurantDetail;
  /** Shown first: the restaurant's summary, composed by the page. */
  intro?: ReactNode;
  menuType: MenuType;
  pathOf: (menuType: MenuType) => string;
  /** The order type is switched here unless the menu belongs to a table or an event date. */
  switchable: boolean;
  tableId?: string;
  /** The table's name and section, composed by the page. */
  tableLabel?: string | null;
  orderId?: string;
  data: MenuData | undefined;
  closed: boolean;
  filters: { search: string; setSearch: (text: string) => void; diets: readonly Diet[]; setDiets: (diets: Diet[]) => void };
}

/** Above the dishes, in one labelled region: the summary, the order type toggle, banners, and the search and diet filter. */
export function MenuTop({
  restaurant,
  intro,
  menuType,
  pathOf,
  switchable,
  tableId,
  tableLabel,
  orderId,
  data,
  closed,
  filters,
}: MenuTopProps) {
  return (
    <section aria-label="Order options" className="mx-auto max-w-7xl space-y-4 px-4 pt-4">
      {intro}
      {switchable && <MenuTypeTabs orderTypes={restaurant.orderTypes} current={menuType} pathOf={pathOf} />}
      {tableId && <TableBanner tableId={tableId} label={tableLabel} orderId={orderId} />}
      {data?.event && <EventBanner event={data.event} />}
      {closed && <ClosedNote restaurant={restaurant} />}
      {!closed && !tableId && <PausedNote restaurant={restaurant} />}
      {!closed && menuType === "delivery" && <DeliveryOffNote restaurant={restaurant} />}
      {data && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <MenuSearch value={filters.search} onChange={filters.setSearch} />
          <DietFilter value={filters.diets} onChange={filters.setDiets} />
        </div>
      )}
    </section>
  );
}
