/** Restaurants: lists by city, position or text, and one location by slug or id. */
import type { AppModule } from "../../app-context";
import { createTtlCache } from "../../lib/ttl-cache";
import { RESTAURANT_CACHE_TTL_MS } from "./cached-merchants.repository";
import { merchantsRoutes } from "./merchants.routes";
import { merchantsDepsOf } from "./merchants-deps";

export const merchantsModule: AppModule = async (api, context) => {
  const { clock, events } = context;
  const restaurantReads = createTtlCache<unknown>({ ttlMs: RESTAURANT_CACHE_TTL_MS, clock });
  const answers = createTtlCache<string>({ ttlMs: RESTAURANT_CACHE_TTL_MS, clock, maxEntries: 200 });
  // Lists and pages show the rating: a new feedback's is seen at once. Cache keys do not name the location, so all go.
  events.subscribe("ratingChanged", () => {
    restaurantReads.invalidate();
    answers.invalidate();
  });
  await api.register(merchantsRoutes, { deps: merchantsDepsOf(context, restaurantReads), answers });
};
