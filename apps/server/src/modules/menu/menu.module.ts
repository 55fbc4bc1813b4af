/** Menus of a location, by order type and for events. */
import type { AppModule } from "../../app-context";
import { createTtlCache } from "../../lib/ttl-cache";
import { cachedMenusOf, MENU_CACHE_TTL_MS, MENU_STALE_MS } from "./cached-menus";
import { createMenuRepository } from "./menu.repository";
import { menuRoutes } from "./menu.routes";

export const menuModule: AppModule = async (api, context) => {
  const { db, clock, events } = context;
  const answers = createTtlCache<string>({ ttlMs: MENU_CACHE_TTL_MS, staleMs: MENU_STALE_MS, clock });
  // Broadcast: a sale, or staff marking a dish sold out, on any instance drops this one's cached menus of that location at once.
  events.subscribe("stockChanged", ({ locationId }) => answers.invalidate(`${locationId}:`));
  await api.register(menuRoutes, { deps: { menus: createMenuRepository(db, clock), cachedMenus: cachedMenusOf(context) }, answers });
};
