/**
 * Turning what a diner types into places on the map, and a pin back into an address. The built-in geocoder works
 * offline (the demo cities' streets and a world gazetteer of towns); an HTTP adapter speaks to a Nominatim- or
 * Photon-compatible service chosen by configuration (GEOCODER=http, GEOCODER_URL).
 */
import type { Place } from "@forkful/contracts/geocoding";

export interface GeocodeQuery {
  text: string;
  /** Rank places near here first (the restaurant the diner orders from). */
  near?: { lat: number; lng: number };
  limit: number;
}

export interface Geocoder {
  readonly name: string;
  search(query: GeocodeQuery): Promise<Place[]>;
  reverse(point: { lat: number; lng: number }): Promise<Place | null>;
}
