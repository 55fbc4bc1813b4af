/** Chooses the geocoder from configuration: built in (offline) or a Nominatim/Photon-compatible HTTP service. */
import type { Geocoder } from "./geocoder";

// PLACEHOLDER (issue 14, part S1 replaces this body): the built-in gazetteer and the HTTP adapter.
export function createGeocoder(_options: { kind: "builtin" | "http"; url?: string }): Geocoder {
  return { name: "none", search: async () => [], reverse: async () => null };
}
