import { GEOCODE_LIMITS, geocodeAnswerSchema } from "@forkful/contracts/geocoding";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export interface PlaceSearch {
  q: string;
  /** Places near here come first (the restaurant). */
  near?: { lat: number; lng: number } | null;
}

/** GET /geocode/search?q=&lat=&lng=: the places matching what the diner typed (plain JSON, no sign-in). */
export async function searchPlaces({ q, near }: PlaceSearch, signal?: AbortSignal) {
  const query = { q, ...(near ? { lat: near.lat, lng: near.lng } : {}) };
  return unwrap(await apiRequest({ method: "GET", path: "/geocode/search", query, schema: geocodeAnswerSchema, encoded: false, signal }));
}

export function placeSearchQueryOptions(search: PlaceSearch) {
  return queryOptions({
    queryKey: ["places", search.q.trim().toLowerCase(), search.near?.lat ?? null, search.near?.lng ?? null] as const,
    queryFn: ({ signal }) => searchPlaces(search, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Asks only once the text is long enough; the last answer stays on screen while the next one comes. */
export function usePlaceSearch(search: PlaceSearch) {
  return useQuery({
    ...placeSearchQueryOptions(search),
    enabled: search.q.trim().length >= GEOCODE_LIMITS.minQuery,
    placeholderData: keepPreviousData,
  });
}
