/**
 * The tag manager container of a restaurant, for the policy of its web pages: only a restaurant with the googleTag
 * flag (spec §9) lets its pages run the tag manager. Read through the same short cache as the restaurant's details.
 */
import { GTM_CONTAINER_ID } from "@forkful/contracts/tag-manager";
import type { AppContext } from "../../app-context";
import { createTtlCache } from "../../lib/ttl-cache";
import { cachedMerchantsRepository, RESTAURANT_CACHE_TTL_MS } from "./cached-merchants.repository";
import { createMerchantsRepository } from "./merchants.repository";

/** The container of the restaurant with this slug, or null (no tag, not a container id, or no such restaurant). */
export type TagManagerOfRestaurant = (slug: string) => Promise<string | null>;

export function restaurantTagManagers({
  db,
  clock,
  upcomingEvents,
}: Pick<AppContext, "db" | "clock" | "upcomingEvents">): TagManagerOfRestaurant {
  const cache = createTtlCache<unknown>({ ttlMs: RESTAURANT_CACHE_TTL_MS, clock, maxEntries: 500 });
  const repository = cachedMerchantsRepository(createMerchantsRepository(db, upcomingEvents), cache);
  return async (slug) => {
    const tag = await repository.googleTagOf(slug);
    return tag && GTM_CONTAINER_ID.test(tag) ? tag : null;
  };
}
