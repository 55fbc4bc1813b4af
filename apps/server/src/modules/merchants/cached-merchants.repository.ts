/**
 * The merchants repository behind a short-lived read cache: restaurant lists and details are read
 * on every page and change rarely. Opening state is still computed per request by the service.
 */
import type { TtlCache } from "../../lib/ttl-cache";
import type { MerchantsRepository } from "./merchants.repository";

export const RESTAURANT_CACHE_TTL_MS = 10_000;

export function cachedMerchantsRepository(repository: MerchantsRepository, cache: TtlCache<unknown>): MerchantsRepository {
  const cached =
    <Args extends unknown[], Result>(name: string, read: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      cache.getOrLoad(`${name}:${JSON.stringify(args)}`, () => read(...args)) as Promise<Result>;
  return {
    findLocations: cached("findLocations", repository.findLocations),
    findLocationBySlug: cached("findLocationBySlug", repository.findLocationBySlug),
    findLocationById: cached("findLocationById", repository.findLocationById),
    findMerchantBySlug: cached("findMerchantBySlug", repository.findMerchantBySlug),
    googleTagOf: cached("googleTagOf", repository.googleTagOf),
    cities: cached("cities", repository.cities),
    upcomingEvents: cached("upcomingEvents", repository.upcomingEvents),
  };
}
