/** Restaurant rules: lists by city, position and text; details by slug or id; merchant (brand) details. */
import type {
  FindMerchantAnswer,
  FindMerchantRequest,
  MerchantDetails,
  RestaurantDetail,
  RestaurantSummary,
} from "@forkful/contracts/merchants";
import type { Clock } from "../../lib/clock";
import { NotFoundError } from "../../lib/domain-errors";
import { distanceKm } from "./geo-distance";
import type { LocationRecord, MerchantsRepository } from "./merchants.repository";
import { localDateOf, type OpeningState, openingState } from "./opening-hours";
import { toRestaurantDetail, toRestaurantSummary } from "./restaurant-mapper";

export function createMerchantsService(deps: { repository: MerchantsRepository; clock: Clock }) {
  const { repository, clock } = deps;

  // Working hours are whole minutes, so a location's opening state holds for the whole minute:
  // computed once per record and minute instead of on every request.
  const states = new WeakMap<LocationRecord, { minute: number; state: OpeningState }>();
  function stateOf(record: LocationRecord, now: Date): OpeningState {
    const minute = Math.floor(now.getTime() / 60_000);
    const known = states.get(record);
    if (known?.minute === minute) return known.state;
    const state = openingState(record.location.workingHours, record.location.timeZoneCd, new Date(minute * 60_000));
    states.set(record, { minute, state });
    return state;
  }

  async function detailOf(record: LocationRecord): Promise<RestaurantDetail> {
    const now = clock();
    const localToday = localDateOf(now, record.location.timeZoneCd);
    const events = await repository.upcomingEvents(record.location.id, localToday);
    return toRestaurantDetail(record, stateOf(record, now), events);
  }

  function summaries(records: LocationRecord[], position: { lat: number; lng: number } | null): RestaurantSummary[] {
    const now = clock();
    const list = records.map((r) => toRestaurantSummary(r, stateOf(r, now), position ? distanceKm(position, r.location) : null));
    if (position) return list.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
    // Open restaurants first, then the best rated.
    return list.sort((a, b) => b.open - a.open || b.rating - a.rating || a.id - b.id);
  }

  return {
    async findMerchants(request: FindMerchantRequest): Promise<FindMerchantAnswer> {
      const position = request.lat !== undefined && request.lng !== undefined ? { lat: request.lat, lng: request.lng } : null;
      const [records, cities] = await Promise.all([
        repository.findLocations({ cityName: request.cityName, searchText: request.searchText || undefined }),
        repository.cities(),
      ]);
      let restaurants = summaries(records, position);
      const radius = request.radiusKm;
      if (position && radius !== undefined) restaurants = restaurants.filter((r) => (r.distanceKm ?? Number.POSITIVE_INFINITY) <= radius);
      return { restaurants, cities };
    },

    async locationBySlug(slug: string): Promise<RestaurantDetail> {
      const record = await repository.findLocationBySlug(slug);
      if (!record) throw new NotFoundError(`No restaurant has the address '${slug}'`);
      return detailOf(record);
    },

    async locationById(locationId: number): Promise<RestaurantDetail> {
      const record = await repository.findLocationById(locationId);
      if (!record) throw new NotFoundError(`No restaurant has the id ${locationId}`);
      return detailOf(record);
    },

    /** A brand slug, or the slug of one of its locations. */
    async merchantDetails(slug: string): Promise<MerchantDetails> {
      let merchant = await repository.findMerchantBySlug(slug);
      if (!merchant) merchant = (await repository.findLocationBySlug(slug))?.merchant ?? null;
      if (!merchant) throw new NotFoundError(`No restaurant has the address '${slug}'`);
      const records = await repository.findLocations({ merchantId: merchant.id });
      return {
        merchantSlug: merchant.slug,
        merchantName: merchant.name,
        merchantType: merchant.merchantType,
        aboutUs: merchant.aboutUs,
        locations: summaries(records, null),
      };
    },
  };
}

export type MerchantsService = ReturnType<typeof createMerchantsService>;
