/** Chooses the geocoder from configuration: built in (offline) or a Nominatim-compatible HTTP service. */
import { createBuiltinGeocoder } from "./builtin-geocoder";
import type { Geocoder } from "./geocoder";
import { createHttpGeocoder } from "./http-geocoder";

export function createGeocoder(options: { kind: "builtin" | "http"; url?: string }): Geocoder {
  if (options.kind === "http" && options.url) return createHttpGeocoder({ url: options.url });
  return createBuiltinGeocoder();
}
