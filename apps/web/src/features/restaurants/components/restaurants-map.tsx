import { LOCATION_TEXTS } from "@forkful/contracts/location";
import type { RestaurantSummary } from "@forkful/contracts/merchants";
import { useMemo } from "react";
import type { Point } from "../../../entities/location/lib/selected-location";
import { GeoMap, type MapMarker } from "../../../shared/ui/geo-map";

export interface RestaurantsMapProps {
  pin: Point;
  restaurants: readonly RestaurantSummary[];
  /** Dragging or arrowing the pin; leave out for a map the diner only looks at. */
  onPinMove?: (point: Point) => void;
  /** Dragging the map: the pin follows to its centre. */
  onMapMove?: (centre: Point) => void;
  /** The view refits when this changes (a new start, the first answer around it). */
  fitKey: string;
  className?: string;
}

/** "Pizza Place — Open now": a marker's name for screen readers and on hover. */
export function restaurantMarkerTitle(restaurant: Pick<RestaurantSummary, "merchantName" | "branchName" | "open">): string {
  return `${restaurant.merchantName} (${restaurant.branchName}) — ${restaurant.open === 1 ? "Open now" : "Closed"}`;
}

/** The diner's pin and the restaurants around it on one map. */
export function RestaurantsMap({ pin, restaurants, onPinMove, onMapMove, fitKey, className }: RestaurantsMapProps) {
  const markers = useMemo<MapMarker[]>(
    () => [
      { id: "pin", kind: "pin", lat: pin.lat, lng: pin.lng, title: onPinMove ? LOCATION_TEXTS.pinLabel : "Your location" },
      ...restaurants.map((r) => ({
        id: `restaurant-${r.id}`,
        kind: "restaurant" as const,
        lat: r.lat,
        lng: r.lng,
        title: restaurantMarkerTitle(r),
        muted: r.open !== 1,
      })),
    ],
    [pin.lat, pin.lng, restaurants, onPinMove],
  );
  return (
    <GeoMap
      label={LOCATION_TEXTS.mapLabel}
      markers={markers}
      onPinMove={onPinMove}
      onMapMove={onMapMove}
      fitKey={fitKey}
      className={className}
    />
  );
}
