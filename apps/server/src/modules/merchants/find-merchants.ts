/** Restaurant lists: by city, by position (nearest first, within a radius) and by text. */

import { distanceKm } from "@forkful/contracts/delivery-area";
import { NEAR_ME_RADIUS_KM } from "@forkful/contracts/distance";
import type { FindMerchantAnswer, FindMerchantRequest, RestaurantSummary } from "@forkful/contracts/merchants";
import type { ServicesOffUntil } from "@forkful/contracts/services-off";
import type { Clock } from "../../lib/clock";
import type { LocationRecord, MerchantsRepository } from "./merchants.repository";
import { openingStateOf } from "./opening-states";
import { toRestaurantSummary } from "./restaurant-mapper";

export interface MerchantsDeps {
  merchants: MerchantsRepository;
  clock: Clock;
  /** The location's pause of online ordering at `now`, read fresh (not cached): null when not paused. */
  orderingPausedUntil: (locationId: number, now: Date) => Promise<Date | null>;
  /** The location's services turned off at `now` (services-off.ts), read fresh (not cached). */
  servicesOffUntil: (locationId: number, now: Date) => Promise<ServicesOffUntil>;
}

/** List cards: open restaurants first, then the nearest when a position is given, otherwise the best rated. */
export function restaurantSummaries(
  records: LocationRecord[],
  position: { lat: number; lng: number } | null,
  now: Date,
): RestaurantSummary[] {
  const list = records.map((r) => toRestaurantSummary(r, openingStateOf(r, now), position ? distanceKm(position, r.location) : null));
  if (position) return list.sort((a, b) => b.open - a.open || (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.id - b.id);
  return list.sort((a, b) => b.open - a.open || b.rating - a.rating || a.id - b.id);
}

export async function findMerchants(deps: MerchantsDeps, request: FindMerchantRequest): Promise<FindMerchantAnswer> {
  const position = request.lat !== undefined && request.lng !== undefined ? { lat: request.lat, lng: request.lng } : null;
  const [records, cities] = await Promise.all([
    deps.merchants.findLocations({ cityName: request.cityName, searchText: request.searchText || undefined }),
    deps.merchants.cities(),
  ]);
  const restaurants = restaurantSummaries(records, position, deps.clock());
  if (!position) return { restaurants, cities };
  // "Near me" means near: a restaurant on another continent is not a choice, however the list is sorted.
  const radius = request.radiusKm ?? NEAR_ME_RADIUS_KM;
  return { restaurants: restaurants.filter((r) => (r.distanceKm ?? Number.POSITIVE_INFINITY) <= radius), cities };
}
