import { LOCATION_TEXTS } from "@forkful/contracts/location";
import { buttonClasses } from "@forkful/ui/button";
import { MapPinIcon, SearchIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { positionListPath, useSelectedLocation } from "../../entities/location/lib/selected-location";
import { MapBoundary } from "../../features/addresses/components/map-boundary";
import { useFindMerchants } from "../../features/restaurants/api/find-merchants";
import { NearbyPanel } from "../../features/restaurants/components/nearby-panel";
import { RestaurantsMap } from "../../features/restaurants/components/restaurants-map";
import { nearbyRequest } from "../../features/restaurants/lib/list-request";
import { SiteHeader } from "../../shared/ui/site-header";

function ChangeLinks({ centred = false }: { centred?: boolean }) {
  return (
    <div className={centred ? "flex flex-wrap justify-center gap-2" : "flex flex-wrap gap-2"}>
      <Link to="/location/pick" className={buttonClasses("secondary")}>
        <MapPinIcon size={18} className="text-brand" />
        Pick on the map
      </Link>
      <Link to="/location/search" className={buttonClasses("secondary")}>
        <SearchIcon size={18} className="text-brand" />
        Search a place
      </Link>
    </div>
  );
}

/** The restaurants within reach of the selected location: the map and the list by position agree (one request). */
function AroundSelected({ point }: { point: { lat: number; lng: number } }) {
  const nearby = useFindMerchants(nearbyRequest(point));
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
      <MapBoundary
        fallback={<p className="rounded-2xl border border-stone-200 bg-stone-50 px-4 py-6 text-sm">The map cannot load right now.</p>}
      >
        <RestaurantsMap
          pin={point}
          restaurants={nearby.data?.restaurants ?? []}
          fitKey={`${point.lat}:${point.lng}:${nearby.data ? "fitted" : "pin"}`}
          className="h-64 lg:h-[28rem]"
        />
      </MapBoundary>
      <section aria-labelledby="around" className="min-w-0">
        <h2 id="around" className="mb-2 text-lg font-bold text-stone-900">
          Within reach
        </h2>
        <NearbyPanel query={nearby} point={point} emptyAction={<ChangeLinks centred />} />
        {nearby.data && nearby.data.restaurants.length > 0 && (
          <Link to={positionListPath(point)} className={buttonClasses("primary", "md", "mt-4 w-full")}>
            See them all as a list
          </Link>
        )}
      </section>
    </div>
  );
}

/** /location/info: the chosen location and what is around it, with links to change it; a prompt when none is chosen. */
export function LocationInfoPage() {
  const selected = useSelectedLocation();
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:pt-10">
        {selected ? (
          <>
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">Your location</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words text-stone-900 md:text-4xl">{selected.label}</h1>
            <p className="mt-1 mb-4 text-sm text-stone-600" data-testid="location-coordinates">
              {selected.lat.toFixed(4)}, {selected.lng.toFixed(4)}
              {selected.city ? ` · ${selected.city}` : ""}
            </p>
            <ChangeLinks />
            <AroundSelected point={{ lat: selected.lat, lng: selected.lng }} />
          </>
        ) : (
          <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
              <MapPinIcon size={26} />
            </span>
            <h1 className="text-2xl font-bold text-stone-900">{LOCATION_TEXTS.noneChosen}</h1>
            <p className="text-stone-600">{LOCATION_TEXTS.noneChosenHint}</p>
            <ChangeLinks centred />
          </section>
        )}
      </main>
    </>
  );
}
