/**
 * The merchants repository behind a short-lived read cache: restaurant lists and details are read
 * on every page and change rarely. Opening state is still computed per request by the service. A text search is
 * never cached: only the ids it matches are read, from the database's indexes.
 */
import type { TtlCache } from "../../lib/ttl-cache";
import type { MerchantsRepository } from "./merchants.repository";

export const RESTAURANT_CACHE_TTL_MS = 10_000;

export function cachedMerchantsRepository(repository: MerchantsRepository, cache: TtlCache<unknown>): MerchantsRepository {
  const cached =
    <Args extends unknown[], Result>(name: string, read: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      cache.getOrLoad(`${name}:${JSON.stringify(args)}`, () => read(...args)) as Promise<Result>;
  const findLocations = cached("findLocations", repository.findLocations);
  return {
    // A search is one indexed query for the matching ids, narrowing the cached list: texts are many and each is read
    // rarely, so caching each answer would miss most of the time.
    findLocations: async ({ searchText, ...filter }) => {
      if (!searchText) return findLocations(filter);
      const [ids, listed] = await Promise.all([repository.locationIdsMatching(searchText), findLocations(filter)]);
      const matching = new Set(ids);
      return listed.filter((record) => matching.has(record.location.id));
    },
    locationIdsMatching: repository.locationIdsMatching,
    findLocationBySlug: cached("findLocationBySlug", repository.findLocationBySlug),
    findLocationById: cached("findLocationById", repository.findLocationById),
    findMerchantBySlug: cached("findMerchantBySlug", repository.findMerchantBySlug),
    googleTagOf: cached("googleTagOf", repository.googleTagOf),
    cities: cached("cities", repository.cities),
    upcomingEvents: cached("upcomingEvents", repository.upcomingEvents),
  };
}
