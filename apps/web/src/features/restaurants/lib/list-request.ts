import type { FindMerchantRequest } from "@forkful/contracts/merchants";
import { type Point, roundedPoint } from "../../../entities/location/lib/selected-location";

export interface ListFilters {
  cityName?: string;
  lat?: number;
  lng?: number;
  searchText?: string;
}

/** The find-merchants request of a restaurant list: by city, by position (rounded as in its URL) and by text. */
export function listRequest({ cityName, lat, lng, searchText }: ListFilters): FindMerchantRequest {
  const near = lat !== undefined && lng !== undefined ? roundedPoint({ lat, lng }) : null;
  return {
    ...(cityName ? { cityName } : {}),
    ...(near ? { lat: near.lat, lng: near.lng } : {}),
    ...(searchText ? { searchText } : {}),
  };
}

/**
 * What is near a point: the very request the list by position (/restaurants/location/{lat}/{lng}) sends for it, so the
 * map, the location's page and the list show the same restaurants in the same order (open first, then nearest).
 */
export function nearbyRequest(point: Point): FindMerchantRequest {
  return listRequest(point);
}
