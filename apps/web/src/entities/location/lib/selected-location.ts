import { POSITION_DECIMALS, type SelectedLocation, selectedLocationSchema } from "@forkful/contracts/location";
import { useSyncExternalStore } from "react";
import { browserStorage, STORAGE_KEYS } from "../../../shared/lib/storage-keys";

export interface Point {
  lat: number;
  lng: number;
}

/** A point as URLs and the nearby lists carry it (4 decimals): both ask the server with the same numbers. */
export function roundedPoint({ lat, lng }: Point): Point {
  const factor = 10 ** POSITION_DECIMALS;
  // `+ 0` turns -0 (a point just west of Greenwich rounded) into 0, as the URL writes it.
  return { lat: Math.round(lat * factor) / factor + 0, lng: Math.round(lng * factor) / factor + 0 };
}

/** /restaurants/location/{lat}/{lng} for a point. */
export function positionListPath(point: Point): string {
  const { lat, lng } = roundedPoint(point);
  return `/restaurants/location/${lat.toFixed(POSITION_DECIMALS)}/${lng.toFixed(POSITION_DECIMALS)}`;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: SelectedLocation | null = null;
/** Where the choice lives when storage refuses it (private modes, a full quota): this page still has it. */
let memoryRaw: string | null = null;

/** The stored choice, or null when there is none or what is stored is not one (an old or hand-edited value). */
export function readSelectedLocation(): SelectedLocation | null {
  const raw = browserStorage()?.getItem(STORAGE_KEYS.selectedLocation) ?? memoryRaw;
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  cachedValue = null;
  if (raw) {
    try {
      const parsed = selectedLocationSchema.safeParse(JSON.parse(raw));
      cachedValue = parsed.success ? parsed.data : null;
    } catch {
      cachedValue = null;
    }
  }
  return cachedValue;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Keeps the choice (rounded like the lists' point) and tells every reader on the page. */
export function saveSelectedLocation(choice: Omit<SelectedLocation, "chosenAt">): SelectedLocation {
  const location = selectedLocationSchema.parse({ ...choice, ...roundedPoint(choice), chosenAt: new Date().toISOString() });
  const raw = JSON.stringify(location);
  try {
    browserStorage()?.setItem(STORAGE_KEYS.selectedLocation, raw);
    memoryRaw = null;
  } catch {
    memoryRaw = raw;
  }
  notify();
  return location;
}

export function clearSelectedLocation(): void {
  browserStorage()?.removeItem(STORAGE_KEYS.selectedLocation);
  memoryRaw = null;
  notify();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.selectedLocation || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The diner's selected location, following changes here and in other tabs. */
export function useSelectedLocation(): SelectedLocation | null {
  return useSyncExternalStore(subscribe, readSelectedLocation, () => null);
}
