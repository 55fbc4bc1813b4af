import { lazy, Suspense } from "react";
import type { GeoMapProps } from "./geo-map-types";

export type { GeoMapProps, MapMarker } from "./geo-map-types";

const GeoMapLeaflet = lazy(() => import("./geo-map-leaflet"));

/**
 * A map (Leaflet) of a few points: a restaurant, a drop-off, a courier, a pin the diner drags. It draws on the tiles
 * configured (MAP_TILE_URL: OpenStreetMap's by default) over a plain ground with a grid, which is all there is when
 * tiles are off (the tests) or fail to load (no internet), so it works offline too.
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
