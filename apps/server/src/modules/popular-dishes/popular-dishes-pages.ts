/** A location's Popular section for the web app's menu page (modules/pages), kept as briefly as the API keeps it. */
import { POPULAR_DISHES_CACHE_MS, type PopularDishesAnswer } from "@forkful/contracts/popular-dishes";
import type { AppContext } from "../../app-context";
import { createTtlCache } from "../../lib/ttl-cache";
import { popularDishes } from "./popular-dishes";

/** The dishes GET /order/popular-dishes/{locationId} answers for this location. */
export type PopularDishesOfPage = (locationId: number) => Promise<PopularDishesAnswer>;

export function popularDishesPageReads({ db, clock }: Pick<AppContext, "db" | "clock">): PopularDishesOfPage {
  const answers = createTtlCache<PopularDishesAnswer>({ ttlMs: POPULAR_DISHES_CACHE_MS, clock, maxEntries: 500 });
  return (locationId) => answers.getOrLoad(String(locationId), () => popularDishes({ db, clock }, { locationId }));
}
