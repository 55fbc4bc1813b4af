import { buttonClasses } from "@forkful/ui/button";
import { CalendarIcon, InfoIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { RunningCampaigns } from "../../features/campaigns/components/running-campaigns";
import { WaitlistLink } from "../../features/checkin/components/waitlist-link";
import { FavouriteHeart } from "../../features/favourites/components/favourite-heart";
import { OrderTypeLinks } from "../../features/restaurants/components/order-type-links";
import { RestaurantHero } from "../../features/restaurants/components/restaurant-hero";
import { RestaurantInfo } from "../../features/restaurants/components/restaurant-info";
import { RestaurantKeyFacts } from "../../features/restaurants/components/restaurant-key-facts";
import { useRouteParams } from "../../shared/lib/route-params";

/**
 * /{merchantType}/{merchantSlug}: the restaurant's home, with its order types and its information, and the account
 * feature's favourite heart on its cover.
 */
export function RestaurantHomePage() {
  const restaurant = useCurrentRestaurant();
  const { merchantType, merchantSlug } = useRouteParams();
  const basePath = `/${merchantType}/${merchantSlug}`;

  return (
    <main className="pb-16">
      <RestaurantHero restaurant={restaurant} actions={<FavouriteHeart locationId={restaurant.id} name={restaurant.merchantName} />} />
      <div className="mx-auto max-w-5xl px-4">
        <RestaurantKeyFacts restaurant={restaurant} className="mt-5" />
        <section aria-labelledby="order-heading" className="mt-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
          <h2 id="order-heading" className="text-lg font-bold text-stone-900">
            Order from the menu
          </h2>
          <p className="mt-1 text-sm text-stone-600">Pickup, delivery or dine-in: switch any time on the menu.</p>
          <div className="mt-4">
            <OrderTypeLinks basePath={basePath} orderTypes={restaurant.orderTypes} />
          </div>
          <div className="mt-4 flex flex-wrap gap-3 border-t border-stone-100 pt-4">
            {!restaurant.disabledServices.isReservation && (
              <Link to={`${basePath}/Reservation`} className={buttonClasses("secondary")}>
                <CalendarIcon size={18} />
                Reserve a table
              </Link>
            )}
            {restaurant.onlineCheckin && <WaitlistLink locationId={restaurant.id} basePath={basePath} />}
            <Link to={`${basePath}/details`} className={buttonClasses("ghost")}>
              <InfoIcon size={18} />
              More details
            </Link>
          </div>
          {restaurant.events.length > 0 && (
            <div className="mt-4 border-t border-stone-100 pt-4">
              <h3 className="text-sm font-bold text-stone-900">Upcoming events</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {restaurant.events.map((event) => (
                  <li key={event.eventSlug}>
                    <Link
                      to={`${basePath}/e/${event.eventSlug}`}
                      className="inline-flex items-center gap-2 rounded-full border border-brand/40 bg-brand/5 px-3 py-1.5 text-sm font-medium text-stone-900 hover:bg-brand/10"
                    >
                      <CalendarIcon size={16} className="text-brand" />
                      {event.name} · {event.eventDate}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
        <RunningCampaigns locationId={restaurant.id} basePath={basePath} />
        <section aria-label="Restaurant information" className="mt-6 rounded-2xl border border-stone-200 bg-white shadow-sm">
          <RestaurantInfo restaurant={restaurant} />
        </section>
      </div>
    </main>
  );
}
