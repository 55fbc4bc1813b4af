import { ADDRESS_REFUSALS } from "@forkful/contracts/addresses";
import { MapPinIcon } from "@forkful/ui/icons";
import { GeoMap, type MapMarker } from "../../../shared/ui/geo-map";
import { usePlaceAt } from "../api/reverse-place";
import type { PinPoint } from "../lib/address-draft";
import { MapBoundary } from "./map-boundary";

/** How the pin came to stand where it is. */
export type PinSource = "suggestion" | "moved" | "device" | "saved";

export interface PinMapProps {
  pin: PinPoint | null;
  source: PinSource | null;
  onPinMove: (point: PinPoint) => void;
  /** The restaurant, drawn beside the pin at checkout. */
  restaurant?: PinPoint & { title: string };
  /** The restaurant's delivery polygon, drawn faintly. */
  area?: [number, number][];
  error?: string | null;
}

const SOURCE_NOTES: Record<PinSource, string> = {
  suggestion: "Drag the pin to your door: the courier comes to the pin.",
  moved: "Pin moved: the courier comes here.",
  device: "Placed where you are now. Drag the pin to your door if it is not quite right.",
  saved: "The courier comes to the pin. Drag it to move it.",
};

/** The pin on a map (the truth for the drop-off), the line that says how it got there, and what stands at a moved pin. */
export function PinMap({ pin, source, onPinMove, restaurant, area, error }: PinMapProps) {
  const movedTo = usePlaceAt(source === "moved" ? pin : null).data?.place ?? null;
  if (!pin) {
    return (
      <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 text-center">
        <MapPinIcon size={22} className="text-stone-500" />
        <p className={error ? "text-sm font-medium text-red-700" : "text-sm text-stone-600"} role={error ? "alert" : undefined}>
          {error ?? "Choose a suggestion or use your location: the pin shows where the courier comes."}
        </p>
      </div>
    );
  }
  const markers: MapMarker[] = [{ id: "pin", kind: "pin", lat: pin.lat, lng: pin.lng, title: "Delivery pin: drag it to your door" }];
  if (restaurant) markers.push({ id: "restaurant", kind: "restaurant", lat: restaurant.lat, lng: restaurant.lng, title: restaurant.title });
  return (
    <div className="space-y-2">
      <MapBoundary
        fallback={
          <p className="rounded-2xl border border-stone-200 bg-stone-50 px-4 py-6 text-sm text-stone-700">
            The map cannot load right now. The pin stands at {pin.lat.toFixed(5)}, {pin.lng.toFixed(5)}.
          </p>
        }
      >
        <GeoMap label="Where the courier comes" markers={markers} area={area} onPinMove={onPinMove} className="h-64 md:h-72" />
      </MapBoundary>
      <p className="text-sm text-stone-700" aria-live="polite" data-testid="pin-note">
        {source ? SOURCE_NOTES[source] : ADDRESS_REFUSALS.needsPin}
        {source === "moved" && movedTo ? ` Near ${movedTo.label}.` : ""}
      </p>
    </div>
  );
}
