import type { MenuData, MenuItem } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import { MESSAGES } from "@forkful/contracts/messages";
import { defaultMenuType } from "@forkful/contracts/restaurant-page";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { type ReactNode, useCallback, useMemo } from "react";
import { Link, Outlet, useResolvedPath } from "react-router";
import { useCurrentRestaurant } from "../../../entities/restaurant/hooks/use-current-restaurant";
import { useRouteParams } from "../../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { useEventMenu } from "../api/get-event-menu";
import { useMenu } from "../api/get-menu";
import { usePopularDishes } from "../api/get-popular-dishes";
import { useMenuFilters } from "../hooks/use-menu-filters";
import type { MenuOutletContext } from "../hooks/use-menu-outlet";
import { useReturnFocus } from "../hooks/use-return-focus";
import { useSectionNav } from "../hooks/use-section-nav";
import type { ItemChoice } from "./item-detail";
import { MenuHeader } from "./menu-header";
import { MenuLayout } from "./menu-layout";
import { MenuSectionList } from "./menu-section-list";
import { MenuTop } from "./menu-top";
import { defaultSelection, evaluateSelection } from "./modifier-selection";

export interface MenuBrowserProps {
  /** Adds a dish as it comes to the cart (the card's "+"); true once it is in. Without it there is no quick add. */
  onAdd?: (choice: ItemChoice, menu: MenuData) => Promise<boolean>;
  /** Beside the menu on a wide screen: the cart panel, composed by the page. */
  cart?: ReactNode;
  /** Above the order type toggle: the restaurant's summary, composed by the page. */
  intro?: ReactNode;
  /** On a table's menu: the table's name and section ("Table 4 · Patio"), composed by the page. */
  tableLabel?: string | null;
  /** On each dish's card: the favourite heart, composed by the page. */
  itemAction?: (item: MenuItem) => ReactNode;
}

/**
 * Every menu route of spec §2 (plain, event date, table, table order): the Popular dishes and the menu, with the order
 * type toggle, search, diet filters and a category navigation that follows scrolling. Item detail, explore and info
 * open over it as child routes; when they close, focus goes back to what opened them.
 */
export function MenuBrowser({ onAdd, cart, intro, tableLabel, itemAction }: MenuBrowserProps) {
  const restaurant = useCurrentRestaurant();
  const { merchantType, merchantSlug, menuType: menuTypeParam, eventDate, tableId, orderId } = useRouteParams();
  const restaurantPath = `/${merchantType}/${merchantSlug}`;
  const menuType: MenuType = menuTypeParam ?? defaultMenuType(restaurant.orderTypes);
  const rootPath = useResolvedPath(".").pathname;
  const rememberOpener = useReturnFocus(rootPath);

  const event = eventDate ? (restaurant.events.find((e) => e.eventDate === eventDate) ?? null) : null;
  const regular = useMenu(restaurant.id, menuType, !eventDate);
  const eventMenu = useEventMenu(event ? { eventSlug: event.eventSlug, locationId: restaurant.id, orderType: menuType } : null);
  const query = eventDate ? eventMenu : regular;
  const popular = usePopularDishes(restaurant.id, !eventDate);

  const data = query.data;
  const filters = useMenuFilters(data, popular.data?.dishes);
  const { sections, allSections, clear } = filters;

  const { current, showSection } = useSectionNav(sections);

  const itemPath = useCallback(
    (slug: string) => (menuTypeParam ? `${rootPath}/${slug}` : `${restaurantPath}/menu/${menuType}/${slug}`),
    [menuTypeParam, rootPath, restaurantPath, menuType],
  );
  const quickAdd = useMemo(() => (onAdd && data ? quickAddOf(onAdd, data) : undefined), [onAdd, data]);
  const context: MenuOutletContext | null = data ? { menu: data, sections: allSections } : null;

  return (
    <div className="min-h-dvh bg-stone-50" onClickCapture={rememberOpener}>
      <MenuHeader
        restaurant={restaurant}
        homePath={restaurantPath}
        infoPath={`${rootPath}/restaurantinfo`}
        explorePath={`${rootPath}/exploremenu`}
      />
      <MenuTop
        restaurant={restaurant}
        intro={intro}
        menuType={menuType}
        pathOf={(type) => `${restaurantPath}/menu/${type}`}
        switchable={!tableId && !eventDate}
        tableId={tableId}
        tableLabel={tableLabel}
        orderId={orderId}
        data={data}
        closed={restaurant.open === 0 && !event}
        filters={filters}
      />

      {eventDate && !event ? (
        <EmptyState
          title={MESSAGES.eventMenuNotFound}
          action={
            <Link to={`${restaurantPath}/menu/${menuType}`} className={buttonClasses("secondary")}>
              See the regular menu
            </Link>
          }
        />
      ) : query.isPending || popular.isLoading ? (
        <LoadingPlaceholder />
      ) : query.isError ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : (
        <MenuLayout
          sections={sections}
          current={current}
          onSelect={showSection}
          onClear={clear}
          cart={cart}
          list={
            <MenuSectionList
              sections={sections}
              currency={query.data.currency}
              itemPath={itemPath}
              onQuickAdd={quickAdd}
              itemAction={itemAction}
            />
          }
        />
      )}

      {context && <Outlet context={context} />}
    </div>
  );
}

/** One of the dish with the options it opens with (no choice is required of a dish that has a "+"). */
function quickAddOf(onAdd: NonNullable<MenuBrowserProps["onAdd"]>, menu: MenuData) {
  return (item: MenuItem) => {
    const { options } = evaluateSelection(item, defaultSelection(item.modifiers), 1);
    return onAdd({ item, options, quantity: 1 }, menu);
  };
}
