import { lazy, Suspense } from "react";

export interface MapMarker {
  id: string;
  kind: "restaurant" | "dropoff" | "courier" | "pin";
  lat: number;
  lng: number;
  /** Read by screen readers and shown on hover. */
  title: string;
}

export interface GeoMapProps {
  markers: MapMarker[];
  /** A line to draw, e.g. restaurant → drop-off. */
  route?: [number, number][];
  /** A delivery area's corners, drawn faintly. */
  area?: [number, number][];
  /** What the map shows, for screen readers ("Where your courier is"). */
  label: string;
  /** Size classes; a 16 rem tall map by default. */
  className?: string;
  /** Refit the view whenever a marker moves (a courier), not only when markers come or go. */
  follow?: boolean;
  /** Makes the "pin" marker draggable; called with where it was dropped. */
  onPinMove?: (point: { lat: number; lng: number }) => void;
}

const GeoMapLeaflet = lazy(() => import("./geo-map-leaflet"));

/**
 * A map (Leaflet) of a few points: a restaurant, a drop-off, a courier, a pin the diner drags. It draws on the tiles
 * configured (MAP_TILE_URL) or, without them, on a plain ground, so it works offline and in tests.
 */
export function GeoMap(props: GeoMapProps) {
  return (
    <Suspense
      fallback={<div role="status" aria-label={`${props.label}: loading`} className={`shimmer rounded-2xl ${props.className ?? "h-64"}`} />}
    >
      <GeoMapLeaflet {...props} />
    </Suspense>
  );
}
