/** One restaurant location in full (by its address slug or its id), and a merchant (brand) with its locations. */
import type { MerchantDetails, RestaurantDetail } from "@forkful/contracts/merchants";
import { NotFoundError } from "../../lib/domain-errors";
import { type MerchantsDeps, restaurantSummaries } from "./find-merchants";
import type { LocationRecord } from "./merchants.repository";
import { localDateOf } from "./opening-hours";
import { openingStateOf } from "./opening-states";
import { toRestaurantDetail } from "./restaurant-mapper";

async function detailOf(deps: MerchantsDeps, record: LocationRecord): Promise<RestaurantDetail> {
  const now = deps.clock();
  const localToday = localDateOf(now, record.location.timeZoneCd);
  const events = await deps.merchants.upcomingEvents(record.location.id, localToday);
  const pausedUntil = await deps.orderingPausedUntil(record.location.id, now);
  const servicesOffUntil = await deps.servicesOffUntil(record.location.id, now);
  const detail = toRestaurantDetail(record, openingStateOf(record, now), events);
  return { ...detail, orderingPausedUntil: pausedUntil?.toISOString() ?? null, servicesOffUntil };
}

export async function getRestaurantBySlug(deps: MerchantsDeps, { slug }: { slug: string }): Promise<RestaurantDetail> {
  const record = await deps.merchants.findLocationBySlug(slug);
  if (!record) throw new NotFoundError(`No restaurant has the address '${slug}'`);
  return detailOf(deps, record);
}

export async function getRestaurantById(deps: MerchantsDeps, { locationId }: { locationId: number }): Promise<RestaurantDetail> {
  const record = await deps.merchants.findLocationById(locationId);
  if (!record) throw new NotFoundError(`No restaurant has the id ${locationId}`);
  return detailOf(deps, record);
}

/** A brand slug, or the slug of one of its locations. */
export async function getMerchantDetails(deps: MerchantsDeps, { slug }: { slug: string }): Promise<MerchantDetails> {
  const { merchants } = deps;
  const merchant = (await merchants.findMerchantBySlug(slug)) ?? (await merchants.findLocationBySlug(slug))?.merchant ?? null;
  if (!merchant) throw new NotFoundError(`No restaurant has the address '${slug}'`);
  const records = await merchants.findLocations({ merchantId: merchant.id });
  return {
    merchantSlug: merchant.slug,
    merchantName: merchant.name,
    merchantType: merchant.merchantType,
    aboutUs: merchant.aboutUs,
    locations: restaurantSummaries(records, null, deps.clock()),
  };
}
