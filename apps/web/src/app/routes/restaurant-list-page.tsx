import { nearMeRadiusLabel } from "@forkful/contracts/distance";
import { MESSAGES } from "@forkful/contracts/messages";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { useCallback } from "react";
import { Link, useSearchParams } from "react-router";
import { FavouriteMark } from "../../features/favourites/components/favourite-heart";
import { useFindMerchants } from "../../features/restaurants/api/find-merchants";
import { CityChips } from "../../features/restaurants/components/city-chips";
import { NearMeButton } from "../../features/restaurants/components/near-me-button";
import { NothingNearby } from "../../features/restaurants/components/nothing-nearby";
import { RestaurantCard } from "../../features/restaurants/components/restaurant-card";
import { RestaurantSearch } from "../../features/restaurants/components/restaurant-search";
import { SelectedLocationBar } from "../../features/restaurants/components/selected-location-bar";
import { listRequest } from "../../features/restaurants/lib/list-request";
import { useRouteParams } from "../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";
import { SiteHeader } from "../../shared/ui/site-header";

function listTitle(cityName?: string, near?: boolean): string {
  if (cityName) return `Restaurants in ${cityName}`;
  if (near) return "Restaurants near you";
  return "All restaurants";
}

/** /, /homepage, /landing, /restaurants/city/{cityName} and /restaurants/location/{lat}/{lng}. */
export function RestaurantListPage() {
  const { cityName, lat, lng } = useRouteParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchText = searchParams.get("q")?.trim() ?? "";
  const near = lat !== undefined && lng !== undefined;

  const query = useFindMerchants(listRequest({ cityName, lat, lng, searchText }));
  const onSearch = useCallback((text: string) => setSearchParams(text ? { q: text } : {}, { replace: true }), [setSearchParams]);

  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl px-4 pb-16">
        <section aria-labelledby="list-title" className="pt-6 pb-4 md:pt-10">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Order pickup, delivery or dine-in</p>
          <h1 id="list-title" className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">
            {listTitle(cityName, near)}
          </h1>
          <div className="mt-2">
            <SelectedLocationBar />
          </div>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <RestaurantSearch key={searchText} value={searchText} onSearch={onSearch} />
            <NearMeButton />
          </div>
          {query.data && query.data.cities.length > 0 && (
            <div className="mt-4">
              <CityChips cities={query.data.cities} selected={cityName} />
            </div>
          )}
        </section>

        {query.isPending ? (
          <LoadingPlaceholder />
        ) : query.isError ? (
          <ErrorState onRetry={() => query.refetch()} />
        ) : query.data.restaurants.length === 0 && near && !searchText ? (
          <NothingNearby cities={query.data.cities} />
        ) : query.data.restaurants.length === 0 ? (
          <EmptyState
            title={MESSAGES.noRestaurants}
            body={MESSAGES.noRestaurantsHint}
            action={
              <Link to="/" className={buttonClasses("secondary")}>
                Show all restaurants
              </Link>
            }
          />
        ) : (
          <section aria-label="Restaurants" aria-busy={query.isFetching}>
            <p className="mb-3 text-sm text-stone-600" aria-live="polite">
              {query.data.restaurants.length} {query.data.restaurants.length === 1 ? "restaurant" : "restaurants"}
              {near ? `, open first then nearest, within ${nearMeRadiusLabel()}` : ""}
            </p>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
              {query.data.restaurants.map((restaurant, index) => (
                <li key={restaurant.id} className="flex">
                  <RestaurantCard
                    restaurant={restaurant}
                    priority={index === 0}
                    badge={<FavouriteMark locationId={restaurant.id} name={restaurant.merchantName} />}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </>
  );
}
