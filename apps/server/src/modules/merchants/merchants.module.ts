/** Restaurants: lists by city, position or text, and one location by slug or id. */
import type { AppModule } from "../../app-context";
import { createTtlCache } from "../../lib/ttl-cache";
import { cachedMerchantsRepository, RESTAURANT_CACHE_TTL_MS } from "./cached-merchants.repository";
import { createMerchantsRepository } from "./merchants.repository";
import { merchantsRoutes } from "./merchants.routes";
import { orderingControlsOf } from "./ordering-controls";
import { servicesOffUntilOf } from "./service-pauses";

export const merchantsModule: AppModule = async (api, { db, clock, events, upcomingEvents }) => {
  const restaurantReads = createTtlCache<unknown>({ ttlMs: RESTAURANT_CACHE_TTL_MS, clock });
  const repository = cachedMerchantsRepository(createMerchantsRepository(db, upcomingEvents), restaurantReads);
  const answers = createTtlCache<string>({ ttlMs: RESTAURANT_CACHE_TTL_MS, clock, maxEntries: 200 });
  // Lists and pages show the rating: a new feedback's is seen at once. Cache keys do not name the location, so all go.
  events.subscribe("ratingChanged", () => {
    restaurantReads.invalidate();
    answers.invalidate();
  });
  const orderingPausedUntil = async (locationId: number, now: Date) => (await orderingControlsOf(db, locationId, now)).pausedUntil;
  const servicesOffUntil = (locationId: number, now: Date) => servicesOffUntilOf(db, locationId, now);
  await api.register(merchantsRoutes, { deps: { merchants: repository, clock, orderingPausedUntil, servicesOffUntil }, answers });
};
