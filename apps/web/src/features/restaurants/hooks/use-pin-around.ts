import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { type Point, roundedPoint } from "../../../entities/location/lib/selected-location";
import { useDebouncedValue } from "../../../shared/hooks/use-debounced-value";
import { findMerchantsQueryOptions } from "../api/find-merchants";
import { nearbyRequest } from "../lib/list-request";
import { useMapStart } from "./use-map-start";

/** The list waits for the pin to rest this long (arrow keys fire a move per press). */
const PIN_SETTLE_MS = 300;

export interface Pin extends Point {
  /** Moved by the diner since the map started (its name is then what stands there, not the start's). */
  moved: boolean;
}

/** The pin on the map of restaurants: where it starts, where the diner moves it, and what is near it (the list's call). */
export function usePinAround() {
  const start = useMapStart();
  const origin = start.start;
  const startKey = origin ? `${origin.source}:${origin.lat}:${origin.lng}` : null;
  const [pin, setPin] = useState<Pin | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pin jumps only when the start itself changes
  useEffect(() => {
    if (origin) setPin({ lat: origin.lat, lng: origin.lng, moved: false });
  }, [startKey]);

  const settled = useDebouncedValue(pin, PIN_SETTLE_MS);
  const point = settled ? roundedPoint(settled) : null;
  const nearby = useQuery({ ...findMerchantsQueryOptions(nearbyRequest(point ?? { lat: 0, lng: 0 })), enabled: point !== null });

  // The view fits the pin and its restaurants once per start, when their first answer comes; later moves keep the view.
  const [fittedFor, setFittedFor] = useState<string | null>(null);
  useEffect(() => {
    if (startKey && nearby.data && !nearby.isPlaceholderData && fittedFor !== startKey) setFittedFor(startKey);
  }, [startKey, nearby.data, nearby.isPlaceholderData, fittedFor]);

  const movePin = useCallback((to: Point) => setPin({ lat: to.lat, lng: to.lng, moved: true }), []);
  return {
    ...start,
    origin,
    pin,
    point,
    nearby,
    movePin,
    fitKey: `${startKey}:${fittedFor === startKey ? "fitted" : "pin"}`,
  };
}
