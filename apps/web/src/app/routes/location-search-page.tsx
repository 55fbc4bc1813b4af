import { GEOCODE_LIMITS } from "@forkful/contracts/geocoding";
import { LOCATION_SEARCH_DEBOUNCE_MS, LOCATION_TEXTS } from "@forkful/contracts/location";
import { buttonClasses } from "@forkful/ui/button";
import { MapPinIcon } from "@forkful/ui/icons";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { saveSelectedLocation } from "../../entities/location/lib/selected-location";
import { usePlaceSearch } from "../../features/addresses/api/search-places";
import { findMerchantsQueryOptions } from "../../features/restaurants/api/find-merchants";
import { LocationSearchBox, type SearchOption } from "../../features/restaurants/components/location-search-box";
import { useDebouncedValue } from "../../shared/hooks/use-debounced-value";
import { SiteHeader } from "../../shared/ui/site-header";

/** /location/search: places (towns, the demo cities' streets and landmarks) and restaurants by name, as the diner types. */
export function LocationSearchPage() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), LOCATION_SEARCH_DEBOUNCE_MS);
  const asking = q.length >= GEOCODE_LIMITS.minQuery;
  const places = usePlaceSearch({ q });
  const restaurants = useQuery({ ...findMerchantsQueryOptions({ searchText: q }), enabled: asking });

  const found: SearchOption[] = asking
    ? [
        ...(places.data?.places ?? []).map((place, index) => ({
          id: `place-${index}-${place.lat}-${place.lng}`,
          kind: "place" as const,
          title: place.addressLine1 || place.label,
          detail: place.label,
        })),
        ...(restaurants.data?.restaurants ?? []).map((r) => ({
          id: `restaurant-${r.id}`,
          kind: "restaurant" as const,
          title: r.merchantName,
          detail: `${r.branchName} · ${r.address}`,
        })),
      ]
    : [];
  const searching = asking && (places.isFetching || restaurants.isFetching || text.trim() !== q);
  // Results change only once both answers are in: an option never moves under the diner's arrow keys.
  const [options, setOptions] = useState<SearchOption[]>([]);
  const foundKey = searching ? null : JSON.stringify(found.map((option) => option.id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `found` is rebuilt each render; its ids say when it changed
  useEffect(() => {
    if (foundKey !== null) setOptions(found);
  }, [foundKey]);
  const status =
    text.trim().length > 0 && text.trim().length < GEOCODE_LIMITS.minQuery
      ? LOCATION_TEXTS.searchTooShort
      : !asking
        ? null
        : searching
          ? "Searching…"
          : places.isError && restaurants.isError
            ? LOCATION_TEXTS.searchFailed
            : found.length === 0
              ? LOCATION_TEXTS.searchNothing
              : `${found.length} ${found.length === 1 ? "result" : "results"}`;

  function choose(option: SearchOption) {
    if (option.kind === "restaurant") {
      const restaurant = restaurants.data?.restaurants.find((r) => `restaurant-${r.id}` === option.id);
      if (restaurant) navigate(`/${restaurant.merchantType}/${restaurant.locationSlug}`);
      return;
    }
    const place = places.data?.places.find((p, index) => `place-${index}-${p.lat}-${p.lng}` === option.id);
    if (!place) return;
    saveSelectedLocation({ label: place.label.slice(0, 160), lat: place.lat, lng: place.lng, city: place.city });
    navigate("/location/info");
  }

  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-2xl px-4 pt-6 pb-16 md:pt-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">Search a place</h1>
        <p className="mt-1 mb-5 text-stone-600">
          Find a city, a street or a landmark to see what is around it, or go straight to a restaurant.
        </p>
        <LocationSearchBox
          label={LOCATION_TEXTS.searchLabel}
          value={text}
          onChange={setText}
          options={options}
          status={status}
          onChoose={choose}
        />
        <Link to="/location/pick" className={buttonClasses("ghost", "md", "mt-4")}>
          <MapPinIcon size={18} className="text-brand" />
          Pick the spot on the map instead
        </Link>
      </main>
    </>
  );
}
