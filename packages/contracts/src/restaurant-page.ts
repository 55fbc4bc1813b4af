/**
 * A restaurant's web page as the server sends it (issue 28): its title and description, said once for the page's head
 * (made on the server, for search engines and link previews) and for the app (which sets the same title), and the
 * element the server puts the page's first data in, so the app shows it without asking for it first.
 */

/** What the title and description are made of: a restaurant's details as POST /merchants/locations/slug answers them. */
export interface RestaurantNaming {
  merchantName: string;
  branchName: string;
  city: string;
  cuisine: readonly string[];
}

/** A location's name as a diner reads it: its branch's name when that already names the brand ("Kiln - Soho"). */
export const restaurantDisplayName = ({ merchantName, branchName }: Pick<RestaurantNaming, "merchantName" | "branchName">): string =>
  branchName.startsWith(merchantName) ? branchName : `${merchantName} · ${branchName}`;

export const restaurantPageTitle = (restaurant: RestaurantNaming): string => `${restaurantDisplayName(restaurant)} | Forkful`;

export function restaurantPageDescription(restaurant: RestaurantNaming): string {
  const serves = restaurant.cuisine.length > 0 ? ` ${restaurant.cuisine.join(", ")}.` : "";
  return `${restaurantDisplayName(restaurant)}, ${restaurant.city}.${serves} Order for pickup, delivery or dine-in on Forkful.`;
}

/** The menu a restaurant's menu page shows when its path names none: its first order type's. */
export const defaultMenuType = <T extends string>(orderTypes: readonly { menuType: T }[]): T | "pickup" =>
  orderTypes[0]?.menuType ?? "pickup";

/**
 * The id of the `<script type="application/json">` that carries a restaurant page's first data: `{ slug, restaurant }`
 * and, on a menu page, `menu` and `popular`: the decoded answers of POST /merchants/locations/slug, POST
 * /merchants/menu/v2 and GET /order/popular-dishes/{locationId}.
 */
export const PAGE_DATA_ELEMENT_ID = "forkful-page-data";

export interface PageData {
  slug: string;
  restaurant: unknown;
  menu?: unknown;
  popular?: unknown;
}

/** The diners' first pages, each with scripts of its own that its HTML names for the browser to fetch at once. */
export type FirstPageKind = "home" | "restaurant" | "menu";

/**
 * Where the web build writes, for each first page, the scripts it loads beyond the entry's (apps/web/build/page-preloads.ts),
 * under the build's folder: `{ home: ["assets/…js", …], restaurant: […], menu: […] }`.
 */
export const PAGE_PRELOADS_FILE = ".vite/page-preloads.json";
