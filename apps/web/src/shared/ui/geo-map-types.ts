/** What a GeoMap draws (its own file: the lazy Leaflet half and the shell both read it, without a cycle). */
export interface MapMarker {
  id: string;
  kind: "restaurant" | "dropoff" | "courier" | "pin";
  lat: number;
  lng: number;
  /** Read by screen readers and shown on hover. */
  title: string;
  /** Drawn faded (a closed restaurant). */
  muted?: boolean;
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
  /** Called with the map's new centre when the diner drags the map itself (not the pin). */
  onMapMove?: (centre: { lat: number; lng: number }) => void;
  /** When given, the view refits to the markers only when this changes (markers coming and going leave it be). */
  fitKey?: string;
}
