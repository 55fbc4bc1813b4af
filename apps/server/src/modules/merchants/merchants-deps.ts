/** What the merchants' reads need, built once for the module's routes and for the web app's restaurant pages. */
import type { AppContext } from "../../app-context";
import type { TtlCache } from "../../lib/ttl-cache";
import { cachedMerchantsRepository } from "./cached-merchants.repository";
import type { MerchantsDeps } from "./find-merchants";
import { createMerchantsRepository } from "./merchants.repository";
import { orderingControlsOf } from "./ordering-controls";
import { servicesOffUntilOf } from "./service-pauses";

/** The repository read through `restaurantReads`; pauses and services off read fresh each time. */
export function merchantsDepsOf(
  { db, clock, upcomingEvents }: Pick<AppContext, "db" | "clock" | "upcomingEvents">,
  restaurantReads: TtlCache<unknown>,
): MerchantsDeps {
  return {
    merchants: cachedMerchantsRepository(createMerchantsRepository(db, upcomingEvents), restaurantReads),
    clock,
    orderingPausedUntil: async (locationId, now) => (await orderingControlsOf(db, locationId, now)).pausedUntil,
    servicesOffUntil: (locationId, now) => servicesOffUntilOf(db, locationId, now),
  };
}
