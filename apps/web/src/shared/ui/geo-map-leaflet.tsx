import "leaflet/dist/leaflet.css";
import type { MapSettings } from "@forkful/contracts/geocoding";
import L from "leaflet";
import { useEffect, useMemo, useRef } from "react";
import { AttributionControl, MapContainer, Marker, Polygon, Polyline, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { useMapSettings } from "../api/map-settings";
import type { GeoMapProps, MapMarker } from "./geo-map-types";

const MARKER_COLOURS: Record<MapMarker["kind"], string> = {
  restaurant: "var(--color-brand, #c2410c)",
  dropoff: "#1c1917",
  courier: "#2563eb",
  pin: "#dc2626",
};

const MARKER_GLYPHS: Record<MapMarker["kind"], string> = { restaurant: "R", dropoff: "⌂", courier: "➤", pin: "" };

function iconOf(marker: MapMarker): L.DivIcon {
  const colour = MARKER_COLOURS[marker.kind];
  const html =
    marker.kind === "pin"
      ? `<span class="geo-map-pin" style="--pin:${colour}"></span>`
      : `<span class="geo-map-dot" style="--dot:${colour}${marker.muted ? ";opacity:0.55" : ""}">${MARKER_GLYPHS[marker.kind]}</span>`;
  return L.divIcon({
    html,
    className: "geo-map-icon",
    iconSize: marker.kind === "pin" ? [28, 40] : [30, 30],
    iconAnchor: marker.kind === "pin" ? [14, 40] : [15, 15],
  });
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tiles' attribution as Leaflet shows it (HTML): the words, linked to where they point. */
export function attributionHtml({ attribution, attributionUrl }: Pick<MapSettings, "attribution" | "attributionUrl">): string {
  if (!attributionUrl) return escaped(attribution);
  return `<a href="${escaped(attributionUrl)}" target="_blank" rel="noopener noreferrer">${escaped(attribution)}</a>`;
}

/**
 * The configured tiles (OpenStreetMap's by default), over the plain ground and grid that stay visible where a tile
 * fails to load (no internet). The tile server is told the page's origin (OpenStreetMap's usage policy asks for a
 * valid Referer; the app's own pages send none).
 */
function Tiles({ tiles }: { tiles: MapSettings }) {
  return (
    <>
      <TileLayer url={tiles.tileUrl} attribution={attributionHtml(tiles)} referrerPolicy="strict-origin-when-cross-origin" />
      {/* Its own control: the map's is fixed when the map is made, often before the settings have come. */}
      <AttributionControl position="bottomright" />
    </>
  );
}

/** Keeps every marker in view as they move (a courier driving, a pin placed from a suggestion). */
function FitToMarkers({ points, follow, fitKey }: { points: [number, number][]; follow: boolean; fitKey?: string }) {
  const map = useMap();
  const key = fitKey ?? (follow ? JSON.stringify(points) : JSON.stringify(points.length));
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the points (or their number) change
  useEffect(() => {
    if (points.length === 1) map.setView(points[0]!, Math.max(map.getZoom(), 15));
    else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [36, 36], maxZoom: 16 });
  }, [map, key]);
  return null;
}

/** Tells where the map was dragged to (the diner's own pan, not a refit). */
function MapMoves({ onMapMove }: { onMapMove: (centre: { lat: number; lng: number }) => void }) {
  const map = useMapEvents({
    dragend: () => {
      const { lat, lng } = map.getCenter();
      onMapMove({ lat, lng });
    },
  });
  return null;
}

/** About 11 m of latitude; Shift moves ten times as far. */
const PIN_STEP_DEGREES = 0.0001;
const PIN_STEPS: Record<string, [number, number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The pin moves with the arrow keys once focused (Tab to it), as it does by dragging: keyboard users place it too. */
function moveByArrowKeys(marker: L.Marker, onPinMove: (point: { lat: number; lng: number }) => void) {
  const element = marker.getElement();
  if (!element || element.dataset.arrowKeys) return;
  element.dataset.arrowKeys = "on";
  element.setAttribute("aria-description", "Use the arrow keys to move the pin");
  element.addEventListener("keydown", (event) => {
    const step = PIN_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    const size = PIN_STEP_DEGREES * (event.shiftKey ? 10 : 1);
    const { lat, lng } = marker.getLatLng();
    const next = { lat: lat + step[0] * size, lng: lng + step[1] * size };
    marker.setLatLng(next);
    onPinMove(next);
  });
}

/** The Leaflet map behind GeoMap (loaded on demand: most pages never draw a map). */
export default function GeoMapLeaflet({
  markers,
  route,
  area,
  label,
  className,
  follow = false,
  onPinMove,
  onMapMove,
  fitKey,
}: GeoMapProps) {
  const tiles = useMapSettings().data;
  // The arrow keys' listener outlives a render: it calls whichever onPinMove is current.
  const pinMoved = useRef(onPinMove);
  pinMoved.current = onPinMove;
  const points = useMemo(() => markers.map((m) => [m.lat, m.lng] as [number, number]), [markers]);
  const centre = points[0] ?? [0, 0];
  return (
    <section className={`geo-map relative overflow-hidden rounded-2xl border border-stone-200 ${className ?? "h-64"}`} aria-label={label}>
      <MapContainer center={centre} zoom={14} className="h-full w-full" scrollWheelZoom={false} attributionControl={false}>
        {tiles?.tileUrl ? <Tiles tiles={tiles} /> : null}
        {area && area.length > 2 ? <Polygon positions={area} pathOptions={{ color: "#a8a29e", weight: 1, fillOpacity: 0.08 }} /> : null}
        {route && route.length > 1 ? <Polyline positions={route} pathOptions={{ color: "#57534e", weight: 3, dashArray: "6 6" }} /> : null}
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.lat, marker.lng]}
            icon={iconOf(marker)}
            title={marker.title}
            alt={marker.title}
            draggable={marker.kind === "pin" && Boolean(onPinMove)}
            keyboard
            eventHandlers={
              marker.kind === "pin" && onPinMove
                ? {
                    add: (event) => moveByArrowKeys(event.target as L.Marker, (point) => pinMoved.current?.(point)),
                    dragend: (event) => {
                      const { lat, lng } = (event.target as L.Marker).getLatLng();
                      onPinMove({ lat, lng });
                    },
                  }
                : undefined
            }
          />
        ))}
        <FitToMarkers points={points} follow={follow} fitKey={fitKey} />
        {onMapMove ? <MapMoves onMapMove={onMapMove} /> : null}
      </MapContainer>
    </section>
  );
}
