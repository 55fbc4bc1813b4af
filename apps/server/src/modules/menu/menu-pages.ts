/**
 * A location's menu for the web app's menu page (modules/pages): the same menu POST /merchants/menu/v2 answers, from
 * the cached menus (cached-menus.ts).
 */
import type { MenuData } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import type { AppContext } from "../../app-context";
import { NotFoundError } from "../../lib/domain-errors";
import { cachedMenusOf } from "./cached-menus";

/** The menu of this type, or null when the location has none of it. */
export type MenuOfPage = (locationId: number, menuType: MenuType) => Promise<MenuData | null>;

export function menuPageReads(context: Pick<AppContext, "db" | "clock" | "events">): MenuOfPage {
  const menus = cachedMenusOf(context);
  return async (locationId, menuType) => {
    try {
      return await menus(locationId, menuType);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };
}
