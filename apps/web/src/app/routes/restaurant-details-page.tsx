import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { OrderTypeLinks } from "../../features/restaurants/components/order-type-links";
import { OtherLocations } from "../../features/restaurants/components/other-locations";
import { RestaurantHero } from "../../features/restaurants/components/restaurant-hero";
import { RestaurantInfo } from "../../features/restaurants/components/restaurant-info";
import { RestaurantKeyFacts } from "../../features/restaurants/components/restaurant-key-facts";
import { useRouteParams } from "../../shared/lib/route-params";

/** /{merchantType}/{merchantSlug}/details: the full information page of a location and its sister locations. */
export function RestaurantDetailsPage() {
  const restaurant = useCurrentRestaurant();
  const { merchantType, merchantSlug } = useRouteParams();
  const basePath = `/${merchantType}/${merchantSlug}`;
  return (
    <main className="pb-16">
      <RestaurantHero restaurant={restaurant} backTo={basePath} />
      <div className="mx-auto max-w-5xl px-4">
        <RestaurantKeyFacts restaurant={restaurant} className="mt-5" />
        <div className="mt-6">
          <OrderTypeLinks basePath={basePath} orderTypes={restaurant.orderTypes} />
        </div>
        <section aria-label="Restaurant information" className="mt-6 rounded-2xl border border-stone-200 bg-white shadow-sm">
          <RestaurantInfo restaurant={restaurant} />
          <OtherLocations merchantSlug={restaurant.merchantSlug} currentLocationId={restaurant.id} />
        </section>
      </div>
    </main>
  );
}
