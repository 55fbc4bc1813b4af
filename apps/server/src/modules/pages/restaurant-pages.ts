/**
 * A restaurant's web page as the server sends it (issue 28): for /{merchantType}/{slug}/… the restaurant's head (title,
 * description, Open Graph, JSON-LD: restaurant-head.ts) and the page's first data, the restaurant's details and on a
 * menu page its menu and Popular dishes, so the app shows them without asking for them one after the other; and the
 * restaurant's tag manager container, which decides the page's policy (plugins/web-app.ts).
 */
import { type MenuType, menuTypeSchema, type RestaurantDetail } from "@forkful/contracts/merchants";
import { defaultMenuType } from "@forkful/contracts/restaurant-page";
import type { AppContext } from "../../app-context";
import { publicBaseUrl } from "../../config";
import type { WebAppOptions } from "../../plugins/web-app";
import { menuPageReads } from "../menu/public";
import { restaurantPageReads } from "../merchants/public";
import { popularDishesPageReads } from "../popular-dishes/public";
import { restaurantHead, scriptJson } from "./restaurant-head";

/** The page of the restaurant with this slug at this path (as plugins/web-app.ts sends it), or null when no restaurant has the slug. */
export type RestaurantPageOf = WebAppOptions["restaurantPageOf"];

/**
 * The menu a page shows: /{merchantType}/{slug}/menu/{menuType}[/{item}], or the restaurant's default at …/menu (as
 * the app chooses it); null on any other page, an event's menu among them.
 */
export function menuTypeOfPage(path: string, restaurant: Pick<RestaurantDetail, "orderTypes">): MenuType | null {
  const [, , menu, menuType, next] = path.split("/").filter(Boolean);
  if (menu !== "menu" || next === "event" || next === "e") return null;
  if (menuType === undefined) return defaultMenuType(restaurant.orderTypes);
  const parsed = menuTypeSchema.safeParse(menuType);
  return parsed.success ? parsed.data : null;
}

export function restaurantPages(context: Pick<AppContext, "db" | "clock" | "upcomingEvents" | "events" | "config">): RestaurantPageOf {
  const restaurants = restaurantPageReads(context);
  const menuOf = menuPageReads(context);
  const popularAt = popularDishesPageReads(context);
  const baseUrl = publicBaseUrl(context.config);
  return async (slug, path) => {
    const restaurant = await restaurants.detailOf(slug);
    if (!restaurant) return null;
    const menuType = menuTypeOfPage(path, restaurant);
    const takesIt = menuType !== null && restaurant.orderTypes.some((type) => type.menuType === menuType);
    const [menu, popular, tagManager] = await Promise.all([
      takesIt ? menuOf(restaurant.id, menuType) : null,
      takesIt ? popularAt(restaurant.id) : null,
      restaurants.tagManagerOf(slug),
    ]);
    return {
      tagManager,
      head: restaurantHead({ restaurant, menu, baseUrl, path }),
      data: scriptJson({ slug, restaurant, ...(menu ? { menu, ...(popular ? { popular } : {}) } : {}) }),
    };
  };
}
