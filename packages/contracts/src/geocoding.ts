/**
 * Finding a place from what a diner types (beyond the spec's calls: the address form's suggestions). The server
 * answers from its geocoder (a built-in gazetteer that works offline, or a Nominatim/Photon-compatible service chosen
 * by configuration); the diner then drags the pin to the door.
 */
import { z } from "zod";

export const GEOCODE_LIMITS = { minQuery: 3, maxQuery: 120, defaultResults: 5, maxResults: 10 } as const;
/** The address field asks for suggestions after the diner pauses this long. */
export const GEOCODE_DEBOUNCE_MS = 300;

export const GEOCODE_TEXTS = {
  tooShort: `Type at least ${GEOCODE_LIMITS.minQuery} letters`,
  nothingFound: "No place matches. Check the spelling, or place the pin on the map yourself.",
  unavailable: "Address suggestions are not available right now. Place the pin on the map yourself.",
} as const;

/** How exact a match is: a house on a street, a street, or only a town (the pin needs moving). */
export const PLACE_PRECISIONS = ["address", "street", "place"] as const;

/** GET /geocode/search?q=&lat=&lng=&limit= (lat/lng: rank places near there first, e.g. the restaurant) */
export const geocodeQuerySchema = z
  .object({
    q: z.string().trim().min(GEOCODE_LIMITS.minQuery, GEOCODE_TEXTS.tooShort).max(GEOCODE_LIMITS.maxQuery, "The search is too long"),
    lat: z.coerce.number().min(-90, "lat must be between -90 and 90").max(90, "lat must be between -90 and 90").optional(),
    lng: z.coerce.number().min(-180, "lng must be between -180 and 180").max(180, "lng must be between -180 and 180").optional(),
    limit: z.coerce.number().int().min(1).max(GEOCODE_LIMITS.maxResults).default(GEOCODE_LIMITS.defaultResults),
  })
  .refine((r) => (r.lat === undefined) === (r.lng === undefined), { message: "lat and lng must be given together" });

/** GET /geocode/reverse?lat=&lng= : what is at the pin. */
export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90, "lat must be between -90 and 90").max(90, "lat must be between -90 and 90"),
  lng: z.coerce.number().min(-180, "lng must be between -180 and 180").max(180, "lng must be between -180 and 180"),
});

export const placeSchema = z.object({
  /** The whole place as one line, for the suggestion list. */
  label: z.string(),
  addressLine1: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  precision: z.enum(PLACE_PRECISIONS),
});
export type Place = z.infer<typeof placeSchema>;

export const geocodeAnswerSchema = z.object({ places: z.array(placeSchema) });
export const reverseGeocodeAnswerSchema = z.object({ place: placeSchema.nullable() });

/**
 * OpenStreetMap's standard tiles, the maps' default (issue 24), and the attribution they are owed wherever they are
 * drawn, linked to OpenStreetMap's copyright page.
 */
export const OSM_TILES = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
  attributionUrl: "https://www.openstreetmap.org/copyright",
} as const;

/** MAP_TILE_URL's word for maps without tiles (points and routes on a plain ground). */
export const MAP_TILES_OFF = "off";

/**
 * GET /map/settings: the tile URL the web's maps draw on (MAP_TILE_URL), its attribution and where that links; all
 * empty when tiles are off.
 */
export const mapSettingsSchema = z.object({ tileUrl: z.string(), attribution: z.string(), attributionUrl: z.string() });
export type MapSettings = z.infer<typeof mapSettingsSchema>;
