/**
 * Beyond the spec's calls: address suggestions, the address at a pin, and the map's tiles. Plain JSON and public
 * (a guest fills the address form before signing in); the app's rate limit applies as to any public read.
 */
import {
  geocodeAnswerSchema,
  geocodeQuerySchema,
  mapSettingsSchema,
  reverseGeocodeAnswerSchema,
  reverseGeocodeQuerySchema,
} from "@forkful/contracts/geocoding";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { jsonCall } from "../../plugins/envelope";
import { findPlaces, placeAtPin } from "./find-places";
import type { GeocodingDeps } from "./geocoding-deps";

const tag = "geocoding";

export async function geocodeRoutes(app: FastifyInstance, { deps }: { deps: GeocodingDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/geocode/search",
    jsonCall(tag, "Places matching what the diner types, near a point first; 503 when the geocoder cannot answer", {
      querystring: geocodeQuerySchema,
      answer: geocodeAnswerSchema,
    }),
    async (request) => findPlaces(deps, request.query),
  );

  routes.get(
    "/geocode/reverse",
    jsonCall(tag, "The address at a pin (the nearest known street, else the town), or null", {
      querystring: reverseGeocodeQuerySchema,
      answer: reverseGeocodeAnswerSchema,
    }),
    async (request) => placeAtPin(deps, request.query),
  );

  routes.get(
    "/map/settings",
    jsonCall(tag, "The tile URL and attribution the web's maps draw with (empty: maps draw without tiles)", {
      answer: mapSettingsSchema,
    }),
    async () => deps.mapSettings,
  );
}
