/**
 * What the web app's page of a restaurant needs from the server before any script runs: the restaurant's tag manager
 * container, for the page's policy (only a restaurant with the googleTag flag, spec §9, lets its pages run it), and
 * its details, for the page's head and the data the page would otherwise ask for first (modules/pages). Read through
 * the same short cache as the restaurant's details.
 */
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { GTM_CONTAINER_ID } from "@forkful/contracts/tag-manager";
import type { AppContext } from "../../app-context";
import { NotFoundError } from "../../lib/domain-errors";
import { createTtlCache } from "../../lib/ttl-cache";
import { RESTAURANT_CACHE_TTL_MS } from "./cached-merchants.repository";
import { merchantsDepsOf } from "./merchants-deps";
import { getRestaurantBySlug } from "./restaurant-details";

/** The container of the restaurant with this slug, or null (no tag, not a container id, or no such restaurant). */
export type TagManagerOfRestaurant = (slug: string) => Promise<string | null>;

export interface RestaurantPageReads {
  tagManagerOf: TagManagerOfRestaurant;
  /** The restaurant's details as POST /merchants/locations/slug answers them, or null when no restaurant has the slug. */
  detailOf(slug: string): Promise<RestaurantDetail | null>;
}

export function restaurantPageReads(context: Pick<AppContext, "db" | "clock" | "upcomingEvents" | "events">): RestaurantPageReads {
  const cache = createTtlCache<unknown>({ ttlMs: RESTAURANT_CACHE_TTL_MS, clock: context.clock, maxEntries: 500 });
  // The page shows the rating, as the API's answers do (merchants.module.ts): a new feedback's is seen at once.
  context.events.subscribe("ratingChanged", () => cache.invalidate());
  const deps = merchantsDepsOf(context, cache);
  return {
    async tagManagerOf(slug) {
      const tag = await deps.merchants.googleTagOf(slug);
      return tag && GTM_CONTAINER_ID.test(tag) ? tag : null;
    },
    async detailOf(slug) {
      try {
        return await getRestaurantBySlug(deps, { slug });
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  };
}
