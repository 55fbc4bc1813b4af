/** The menu's Popular section: the dishes ordered most at a location lately (split out of orders, issue 25). */
import { POPULAR_DISHES_CACHE_MS } from "@forkful/contracts/popular-dishes";
import type { AppModule } from "../../app-context";
import { createTtlCache } from "../../lib/ttl-cache";
import { popularDishesRoutes } from "./popular-dishes.routes";
import type { PopularDishesDeps } from "./popular-dishes-deps";

export const popularDishesModule: AppModule = async (api, context) => {
  const { db, clock } = context;
  const deps: PopularDishesDeps = { db, clock };
  const answers = createTtlCache<string>({ ttlMs: POPULAR_DISHES_CACHE_MS, clock });
  await api.register(popularDishesRoutes, { deps, answers });
};
