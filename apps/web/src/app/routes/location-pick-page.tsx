import { LOCATION_TEXTS } from "@forkful/contracts/location";
import { Button, buttonClasses } from "@forkful/ui/button";
import { ErrorState } from "@forkful/ui/error-state";
import { CrosshairIcon, MapPinIcon, SearchIcon } from "@forkful/ui/icons";
import { Link, useNavigate } from "react-router";
import { positionListPath, saveSelectedLocation } from "../../entities/location/lib/selected-location";
import { usePlaceAt } from "../../features/addresses/api/reverse-place";
import { MapBoundary } from "../../features/addresses/components/map-boundary";
import { NearbyPanel } from "../../features/restaurants/components/nearby-panel";
import { RestaurantsMap } from "../../features/restaurants/components/restaurants-map";
import { usePinAround } from "../../features/restaurants/hooks/use-pin-around";
import { SiteHeader } from "../../shared/ui/site-header";

/** /location/pick: a map of the restaurants around a pin the diner places; "Use this location" lists them by position. */
export function LocationPickPage() {
  const navigate = useNavigate();
  const around = usePinAround();
  const { pin, point, origin } = around;
  // A pin the diner moved, or the device's position, is named after what stands there; a chosen place keeps its name.
  const named = Boolean(pin?.moved || origin?.source === "device");
  const place = usePlaceAt(named && point ? point : null).data?.place ?? null;
  const fallback = pin?.moved ? LOCATION_TEXTS.droppedPin : (origin?.label ?? LOCATION_TEXTS.droppedPin);
  const label = (named ? (place?.label ?? fallback) : fallback).slice(0, 160);
  const city = place?.city ?? (pin?.moved ? null : (origin?.city ?? null));

  function chooseThisLocation() {
    if (!point) return;
    saveSelectedLocation({ label, city, ...point });
    navigate(positionListPath(point));
  }

  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:pt-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">Choose your location</h1>
        <p className="mt-1 text-stone-600">Drag the pin or the map; the restaurants near the pin are listed as you go.</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={around.locate} disabled={around.locating}>
            <CrosshairIcon size={18} className="text-brand" />
            {around.locating ? "Locating…" : "Use my position"}
          </Button>
          <Link to="/location/search" className={buttonClasses("secondary")}>
            <SearchIcon size={18} className="text-brand" />
            Search a place
          </Link>
        </div>
        {around.locationError && (
          <p role="alert" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {around.locationError}
          </p>
        )}
        {around.failed ? (
          <ErrorState onRetry={() => around.retry()} />
        ) : !pin || !point ? (
          <div role="status" aria-busy="true" className="shimmer mt-6 h-80 rounded-2xl">
            <span className="sr-only">Finding where to start the map</span>
          </div>
        ) : (
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
            <div className="space-y-3">
              <MapBoundary
                fallback={
                  <p className="rounded-2xl border border-stone-200 bg-stone-50 px-4 py-6 text-sm">The map cannot load right now.</p>
                }
              >
                <RestaurantsMap
                  pin={pin}
                  restaurants={around.nearby.data?.restaurants ?? []}
                  onPinMove={around.movePin}
                  onMapMove={around.movePin}
                  fitKey={around.fitKey}
                  className="h-80 md:h-[28rem] lg:h-[34rem]"
                />
              </MapBoundary>
              <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
                <p className="min-w-0 flex-1 text-sm text-stone-700" aria-live="polite" data-testid="pin-place">
                  <MapPinIcon size={16} className="mr-1 inline text-brand" />
                  <span className="font-semibold text-stone-900">{label}</span>
                  <span className="block text-xs text-stone-500">
                    {point.lat.toFixed(4)}, {point.lng.toFixed(4)}
                  </span>
                </p>
                <Button size="lg" onClick={chooseThisLocation}>
                  {LOCATION_TEXTS.useThisLocation}
                </Button>
              </div>
            </div>
            <section aria-labelledby="near-pin" className="min-w-0">
              <h2 id="near-pin" className="mb-2 text-lg font-bold text-stone-900">
                Near the pin
              </h2>
              <NearbyPanel
                query={around.nearby}
                point={point}
                emptyAction={
                  <Link to="/location/search" className={buttonClasses("secondary", "sm", "mt-2")}>
                    Search another place
                  </Link>
                }
              />
            </section>
          </div>
        )}
      </main>
    </>
  );
}
