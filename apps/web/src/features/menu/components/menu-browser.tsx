import type { MenuType } from "@forkful/contracts/merchants";
import { MESSAGES } from "@forkful/contracts/messages";
import { useCallback, useEffect, useMemo } from "react";
import { Link, Outlet, useLocation, useResolvedPath } from "react-router";
import { useCurrentRestaurant } from "../../../shared/hooks/use-current-restaurant";
import { useScrollSpy } from "../../../shared/hooks/use-scroll-spy";
import { useRouteParams } from "../../../shared/lib/route-params";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorState } from "../../../shared/ui/error-state";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { useEventMenu } from "../api/get-event-menu";
import { useMenu } from "../api/get-menu";
import { useMenuFilters } from "../hooks/use-menu-filters";
import type { MenuOutletContext } from "../hooks/use-menu-outlet";
import { CategoryNav } from "./category-nav";
import { ClosedNote } from "./closed-note";
import { EventBanner, TableBanner } from "./context-banner";
import { DietFilter } from "./diet-filter";
import { MenuHeader } from "./menu-header";
import { MenuSearch } from "./menu-search";
import { MenuSectionList } from "./menu-section-list";
import { MenuTypeTabs } from "./menu-type-tabs";

function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
}

/**
 * Every menu route of spec §2 (plain, event date, table, table order): the menu with search, diet filters and a
 * category navigation that follows scrolling. Item detail, explore and info open over it as child routes.
 */
export function MenuBrowser() {
  const restaurant = useCurrentRestaurant();
  const { merchantType, merchantSlug, menuType: menuTypeParam, eventDate, tableId, orderId } = useRouteParams();
  const restaurantPath = `/${merchantType}/${merchantSlug}`;
  const menuType: MenuType = menuTypeParam ?? restaurant.orderTypes[0]?.menuType ?? "pickup";
  const rootPath = useResolvedPath(".").pathname;
  const location = useLocation();

  const event = eventDate ? (restaurant.events.find((e) => e.eventDate === eventDate) ?? null) : null;
  const regular = useMenu(restaurant.id, menuType, !eventDate);
  const eventMenu = useEventMenu(event ? { eventSlug: event.eventSlug, locationId: restaurant.id, orderType: menuType } : null);
  const query = eventDate ? eventMenu : regular;

  const data = query.data;
  const { search, setSearch, diets, setDiets, sections, allSections, clear } = useMenuFilters(data);

  const spy = useScrollSpy(useMemo(() => sections.map((s) => s.id), [sections]));
  const { select } = spy;
  const showSection = useCallback(
    (id: string) => {
      select(id);
      scrollToSection(id);
    },
    [select],
  );

  // A section asked for by a page that opened over the menu (explore), once the menu is shown.
  const wanted = (location.state as { scrollTo?: unknown } | null)?.scrollTo;
  useEffect(() => {
    if (typeof wanted === "string" && sections.length > 0) requestAnimationFrame(() => showSection(wanted));
  }, [wanted, sections.length, showSection]);

  const itemPath = useCallback(
    (slug: string) => (menuTypeParam ? `${rootPath}/${slug}` : `${restaurantPath}/menu/${menuType}/${slug}`),
    [menuTypeParam, rootPath, restaurantPath, menuType],
  );
  const context: MenuOutletContext | null = data ? { menu: data, sections: allSections } : null;

  return (
    <div className="min-h-dvh bg-stone-50">
      <MenuHeader
        restaurant={restaurant}
        homePath={restaurantPath}
        infoPath={`${rootPath}/restaurantinfo`}
        explorePath={`${rootPath}/exploremenu`}
      />

      <div className="mx-auto max-w-7xl space-y-4 px-4 pt-4">
        {!tableId && !eventDate && (
          <MenuTypeTabs orderTypes={restaurant.orderTypes} current={menuType} pathOf={(type) => `${restaurantPath}/menu/${type}`} />
        )}
        {tableId && <TableBanner tableId={tableId} orderId={orderId} />}
        {data?.event && <EventBanner event={data.event} />}
        {restaurant.open === 0 && !event && <ClosedNote restaurant={restaurant} />}
        {data && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <MenuSearch value={search} onChange={setSearch} />
            <DietFilter value={diets} onChange={setDiets} />
          </div>
        )}
      </div>

      {eventDate && !event ? (
        <EmptyState
          title={MESSAGES.eventMenuNotFound}
          action={
            <Link to={`${restaurantPath}/menu/${menuType}`} className={buttonClasses("secondary")}>
              See the regular menu
            </Link>
          }
        />
      ) : query.isPending ? (
        <LoadingPlaceholder />
      ) : query.isError ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : (
        <div className="mx-auto max-w-7xl lg:grid lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-8 lg:px-4">
          <aside
            hidden={sections.length === 0}
            className="sticky top-14 z-20 mt-4 border-y border-stone-200 bg-stone-50/95 backdrop-blur md:top-16 lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:pt-2"
          >
            <CategoryNav sections={sections} current={spy.current} onSelect={showSection} />
          </aside>
          <main className="px-4 pt-5 pb-24 lg:px-0" aria-label="Menu">
            {sections.length === 0 ? (
              <EmptyState
                title={MESSAGES.noMenuItems}
                body={MESSAGES.noMenuItemsHint}
                action={
                  <Button variant="secondary" onClick={clear}>
                    Clear search and filters
                  </Button>
                }
              />
            ) : (
              <MenuSectionList sections={sections} currency={query.data.currency} itemPath={itemPath} />
            )}
          </main>
        </div>
      )}

      {context && <Outlet context={context} />}
    </div>
  );
}
