/** Restaurant lists: by city, by position (nearest first, within a radius) and by text. */
import type { FindMerchantAnswer, FindMerchantRequest, RestaurantSummary } from "@forkful/contracts/merchants";
import type { Clock } from "../../lib/clock";
import { distanceKm } from "./geo-distance";
import type { LocationRecord, MerchantsRepository } from "./merchants.repository";
import { openingStateOf } from "./opening-states";
import { toRestaurantSummary } from "./restaurant-mapper";

export interface MerchantsDeps {
  merchants: MerchantsRepository;
  clock: Clock;
}

/** List cards: nearest first when a position is given, otherwise open restaurants first, then the best rated. */
export function restaurantSummaries(
  records: LocationRecord[],
  position: { lat: number; lng: number } | null,
  now: Date,
): RestaurantSummary[] {
  const list = records.map((r) => toRestaurantSummary(r, openingStateOf(r, now), position ? distanceKm(position, r.location) : null));
  if (position) return list.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  return list.sort((a, b) => b.open - a.open || b.rating - a.rating || a.id - b.id);
}

export async function findMerchants(deps: MerchantsDeps, request: FindMerchantRequest): Promise<FindMerchantAnswer> {
  const position = request.lat !== undefined && request.lng !== undefined ? { lat: request.lat, lng: request.lng } : null;
  const [records, cities] = await Promise.all([
    deps.merchants.findLocations({ cityName: request.cityName, searchText: request.searchText || undefined }),
    deps.merchants.cities(),
  ]);
  let restaurants = restaurantSummaries(records, position, deps.clock());
  const radius = request.radiusKm;
  if (position && radius !== undefined) restaurants = restaurants.filter((r) => (r.distanceKm ?? Number.POSITIVE_INFINITY) <= radius);
  return { restaurants, cities };
}
