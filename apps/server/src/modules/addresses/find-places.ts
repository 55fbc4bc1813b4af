/** GET /geocode/search and /geocode/reverse: places for what the diner types, and what is at the pin. */
import { GEOCODE_TEXTS, type Place } from "@forkful/contracts/geocoding";
import { DomainError } from "../../lib/domain-errors";
import type { GeocodingDeps } from "./geocoding-deps";

/** A geocoder that cannot answer (the service is down or slow) is a 503 the form explains: place the pin yourself. */
async function askGeocoder<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch {
    throw new DomainError(503, GEOCODE_TEXTS.unavailable);
  }
}

export async function findPlaces(
  deps: GeocodingDeps,
  query: { q: string; lat?: number; lng?: number; limit: number },
): Promise<{ places: Place[] }> {
  const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  const places = await askGeocoder(() => deps.geocoder.search({ text: query.q, near, limit: query.limit }));
  return { places: places.slice(0, query.limit) };
}

export async function placeAtPin(deps: GeocodingDeps, point: { lat: number; lng: number }): Promise<{ place: Place | null }> {
  return { place: await askGeocoder(() => deps.geocoder.reverse(point)) };
}
