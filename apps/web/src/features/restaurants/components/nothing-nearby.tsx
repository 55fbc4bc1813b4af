import type { FindMerchantAnswer } from "@forkful/contracts/merchants";
import { MESSAGES } from "@forkful/contracts/messages";
import { buttonClasses } from "@forkful/ui/button";
import { ChevronRightIcon, MapPinIcon, NavigationIcon } from "@forkful/ui/icons";
import { Link } from "react-router";

/** "Near me" found nothing within the radius: say so, and offer every city with restaurants instead. */
export function NothingNearby({ cities }: { cities: FindMerchantAnswer["cities"] }) {
  return (
    <section aria-labelledby="nothing-nearby" className="mx-auto flex max-w-2xl flex-col items-center px-2 py-12 text-center">
      <div className="mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
        <NavigationIcon size={26} />
      </div>
      <h2 id="nothing-nearby" className="text-xl font-bold text-stone-900">
        {MESSAGES.noRestaurantsNearby}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{MESSAGES.noRestaurantsNearbyHint}</p>
      {cities.length > 0 && (
        <ul aria-label="Browse by city" className="mt-6 grid w-full grid-cols-1 gap-2 sm:grid-cols-2">
          {cities.map((city) => (
            <li key={`${city.name}-${city.country}`}>
              <Link
                to={`/restaurants/city/${encodeURIComponent(city.name)}`}
                className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-left shadow-sm transition hover:border-stone-300 hover:bg-stone-50"
              >
                <MapPinIcon size={18} className="shrink-0 text-brand" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-stone-900">{city.name}</span>
                  <span className="block truncate text-xs text-stone-600">
                    {city.country} · {city.count} {city.count === 1 ? "restaurant" : "restaurants"}
                  </span>
                </span>
                <ChevronRightIcon size={18} className="shrink-0 text-stone-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/" className={buttonClasses("ghost", "md", "mt-4")}>
        Show all restaurants
      </Link>
    </section>
  );
}
