/** Menus of a location, by order type and for events. */
import type { AppModule } from "../../app-context";
import { createTtlCache } from "../../lib/ttl-cache";
import { upcomingEventMenus } from "./event-menus";
import { createMenuRepository } from "./menu.repository";
import { MENU_CACHE_TTL_MS, MENU_STALE_MS, menuRoutes } from "./menu.routes";

export const menuModule: AppModule = async (api, { db, clock, signals, ports }) => {
  ports.upcomingEvents.provide(upcomingEventMenus);
  const answers = createTtlCache<string>({ ttlMs: MENU_CACHE_TTL_MS, staleMs: MENU_STALE_MS, clock });
  signals.stockChanged.listen((locationId) => answers.invalidate(`${locationId}:`));
  await api.register(menuRoutes, { deps: { menus: createMenuRepository(db) }, answers });
};
