/**
 * A Nominatim-compatible geocoding service (GEOCODER=http, GEOCODER_URL: nominatim.openstreetmap.org or a server of
 * one's own): GET /search?format=jsonv2&addressdetails=1&q=&limit= and GET /reverse?format=jsonv2&lat=&lon=. Slow or
 * failing answers throw GeocoderUnavailable, which the routes answer 503.
 */
import type { Place } from "@forkful/contracts/geocoding";
import { z } from "zod";
import type { Geocoder } from "./geocoder";

export class GeocoderUnavailable extends Error {}

const DEFAULT_TIMEOUT_MS = 4000;
/** How far around `near` the service is asked to prefer places (degrees). */
const NEAR_BOX = 0.5;

const nominatimPlaceSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  name: z.string().optional(),
  address: z.record(z.string(), z.string()).default({}),
});
type NominatimPlace = z.infer<typeof nominatimPlaceSchema>;

function toPlace({ lat, lon, display_name, name, address: a }: NominatimPlace): Place {
  const street = a.road ?? a.pedestrian ?? a.footway;
  const line = street ? [a.house_number, street].filter(Boolean).join(" ") : (name ?? display_name.split(",")[0]!.trim());
  return {
    label: display_name,
    addressLine1: line,
    city: a.city ?? a.town ?? a.village ?? a.suburb ?? null,
    region: a.state ?? null,
    country: a.country_code?.toUpperCase() ?? a.country ?? null,
    postalCode: a.postcode ?? null,
    lat,
    lng: lon,
    precision: street && a.house_number ? "address" : street ? "street" : "place",
  };
}

export function createHttpGeocoder(options: { url: string; timeoutMs?: number; userAgent?: string }): Geocoder {
  const base = options.url.replace(/\/+$/, "");
  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams({ format: "jsonv2", addressdetails: "1", ...params })}`;
    try {
      const response = await fetch(url, {
        headers: { accept: "application/json", "user-agent": options.userAgent ?? "Forkful (restaurant ordering)" },
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (!response.ok) throw new GeocoderUnavailable(`geocoder answered ${response.status}`);
      return await response.json();
    } catch (error) {
      throw error instanceof GeocoderUnavailable ? error : new GeocoderUnavailable(String(error));
    }
  }
  return {
    name: "http",
    async search({ text, near, limit }) {
      const params: Record<string, string> = { q: text, limit: String(limit) };
      if (near) params.viewbox = [near.lng - NEAR_BOX, near.lat + NEAR_BOX, near.lng + NEAR_BOX, near.lat - NEAR_BOX].join(",");
      const answer = z.array(nominatimPlaceSchema).safeParse(await get("/search", params));
      if (!answer.success) throw new GeocoderUnavailable("geocoder answered an unreadable list");
      return answer.data.map(toPlace);
    },
    async reverse({ lat, lng }) {
      const answer = await get("/reverse", { lat: String(lat), lon: String(lng) });
      // Nominatim answers { error: "Unable to geocode" } for the middle of the sea.
      const place = nominatimPlaceSchema.safeParse(answer);
      return place.success ? toPlace(place.data) : null;
    },
  };
}
