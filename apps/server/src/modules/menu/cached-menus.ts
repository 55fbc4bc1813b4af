/**
 * Locations' menus as answered, kept as briefly as the API keeps its menu answers and dropped the same way when stock
 * moves at the location: read by the menu search (search-menu.ts) and by the web app's menu page (menu-pages.ts).
 */
import type { MenuData } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import type { AppContext } from "../../app-context";
import { createTtlCache } from "../../lib/ttl-cache";
import { getMenu } from "./get-menu";
import { createMenuRepository } from "./menu.repository";

/** How long a full menu answer is served from memory. A search's answer is never cached (the menu it narrows is). */
export const MENU_CACHE_TTL_MS = 10_000;
/**
 * How much longer an expired full menu is still answered while its reload runs, so a database kept busy by a burst
 * never holds up a menu read. Stock changes do not wait for this: they drop the location's menus at once.
 */
export const MENU_STALE_MS = 60_000;

/** The location's menu of this type; throws NotFoundError when there is no such location or it has no such menu. */
export type CachedMenus = (locationId: number, menuType: MenuType) => Promise<MenuData>;

export function cachedMenusOf({ db, clock, events }: Pick<AppContext, "db" | "clock" | "events">): CachedMenus {
  const deps = { menus: createMenuRepository(db, clock) };
  const menus = createTtlCache<MenuData>({ ttlMs: MENU_CACHE_TTL_MS, staleMs: MENU_STALE_MS, clock, maxEntries: 500 });
  events.subscribe("stockChanged", ({ locationId }) => menus.invalidate(`${locationId}:`));
  return (locationId, menuType) => menus.getOrLoad(`${locationId}:${menuType}`, () => getMenu(deps, { locationId, menuType }));
}
