/**
 * A location's menu for the web app's menu page (modules/pages): the same menu POST /merchants/menu/v2 answers, kept
 * as briefly as the API keeps its answers and dropped the same way when stock moves at the location.
 */
import type { MenuData } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import type { AppContext } from "../../app-context";
import { NotFoundError } from "../../lib/domain-errors";
import { createTtlCache } from "../../lib/ttl-cache";
import { getMenu } from "./get-menu";
import { createMenuRepository } from "./menu.repository";
import { MENU_CACHE_TTL_MS, MENU_STALE_MS } from "./menu.routes";

/** The menu of this type, or null when the location has none of it. */
export type MenuOfPage = (locationId: number, menuType: MenuType) => Promise<MenuData | null>;

export function menuPageReads({ db, clock, events }: Pick<AppContext, "db" | "clock" | "events">): MenuOfPage {
  const deps = { menus: createMenuRepository(db, clock) };
  const menus = createTtlCache<MenuData>({ ttlMs: MENU_CACHE_TTL_MS, staleMs: MENU_STALE_MS, clock, maxEntries: 500 });
  events.subscribe("stockChanged", ({ locationId }) => menus.invalidate(`${locationId}:`));
  return async (locationId, menuType) => {
    try {
      return await menus.getOrLoad(`${locationId}:${menuType}`, () => getMenu(deps, { locationId, menuType }));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };
}
