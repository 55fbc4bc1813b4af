import { mapSettingsSchema } from "@forkful/contracts/geocoding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "./api-client";

/** GET /map/settings: the tiles the maps draw on; none configured → maps draw without tiles. */
export async function getMapSettings(signal?: AbortSignal) {
  return unwrap(await apiRequest({ method: "GET", path: "/map/settings", schema: mapSettingsSchema, encoded: false, signal }));
}

export function mapSettingsQueryOptions() {
  return queryOptions({ queryKey: ["map-settings"] as const, queryFn: ({ signal }) => getMapSettings(signal), staleTime: Infinity });
}

export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions());
}
