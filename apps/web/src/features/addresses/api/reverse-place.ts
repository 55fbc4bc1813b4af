import { reverseGeocodeAnswerSchema } from "@forkful/contracts/geocoding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export interface PinPoint {
  lat: number;
  lng: number;
}

/** GET /geocode/reverse?lat=&lng=: what is at the pin (plain JSON, no sign-in). */
export async function reversePlace({ lat, lng }: PinPoint, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "GET",
      path: "/geocode/reverse",
      query: { lat, lng },
      schema: reverseGeocodeAnswerSchema,
      encoded: false,
      signal,
    }),
  );
}

export function reversePlaceQueryOptions(point: PinPoint) {
  return queryOptions({
    queryKey: ["place-at", point.lat.toFixed(5), point.lng.toFixed(5)] as const,
    queryFn: ({ signal }) => reversePlace(point, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The street at a pin the diner moved; nothing is asked while there is no moved pin. */
export function usePlaceAt(point: PinPoint | null) {
  return useQuery({ ...reversePlaceQueryOptions(point ?? { lat: 0, lng: 0 }), enabled: point !== null });
}
