import { CAMPAIGN_TEXTS } from "@forkful/contracts/campaigns";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Link } from "react-router";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { useEventPage } from "../../features/campaigns/api/get-event-page";
import { EventView } from "../../features/campaigns/components/event-view";
import { EventMenuPreview } from "../../features/menu/components/event-menu-preview";
import { errorStatus } from "../../shared/api/api-client";
import { useRouteParams } from "../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/** /{merchantType}/{merchantSlug}/e/{eventSlug}: an event's page, its menu (the menu feature's) and its order (issue 15). */
export function EventPage() {
  const restaurant = useCurrentRestaurant();
  const { merchantType, merchantSlug } = useRouteParams();
  return (
    <>
      <RestaurantBar restaurant={restaurant} backTo={`/${merchantType}/${merchantSlug}`} backLabel="Back to the restaurant" title="Event" />
      <EventPageBody />
    </>
  );
}

function EventPageBody() {
  const restaurant = useCurrentRestaurant();
  const { merchantType, merchantSlug, eventSlug = "" } = useRouteParams();
  const basePath = `/${merchantType}/${merchantSlug}`;
  const query = useEventPage(restaurant.id, eventSlug);

  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) {
    if (errorStatus(query.error) === 404)
      return (
        <EmptyState
          title={CAMPAIGN_TEXTS.eventNotFound}
          action={
            <Link to={basePath} className={buttonClasses("primary")}>
              See the restaurant
            </Link>
          }
        />
      );
    return <ErrorState onRetry={() => query.refetch()} />;
  }
  const event = query.data;
  const menuType = event.menuTypes[0];
  return (
    <main>
      <EventView
        event={event}
        basePath={basePath}
        menu={menuType && <EventMenuPreview locationId={restaurant.id} eventSlug={event.eventSlug} menuType={menuType} />}
      />
    </main>
  );
}
