/**
 * A restaurant's page arrives with its first data in the HTML (the server's modules/pages): the restaurant's details
 * and, on a menu page, its menu and Popular dishes. They go into the query cache under the keys the pages read, checked
 * by the same schemas as the API's answers, so the page shows them without asking for the restaurant and then the
 * menu. The menu's schemas load with the menu's code, not with the first page of every visit. Data that does not check
 * out is dropped and the page asks the API, as it would without it.
 */
import { restaurantDetailSchema } from "@forkful/contracts/merchants";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "@forkful/contracts/restaurant-page";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { restaurantBySlugQueryOptions } from "../features/restaurants/api/get-restaurant-by-slug";
import { menuTypeQueryKey, popularDishesQueryKey } from "../shared/api/query-keys";

function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    return data && typeof data.slug === "string" ? (data as PageData) : null;
  } catch {
    return null;
  }
}

export function seedPageData(queryClient: QueryClient): void {
  const data = readPageData();
  if (!data) return;
  const restaurant = restaurantDetailSchema.safeParse(data.restaurant);
  if (!restaurant.success) return;
  queryClient.setQueryData(restaurantBySlugQueryOptions(data.slug).queryKey, restaurant.data);
  const menu = data.menu as { locationId?: unknown; menuType?: unknown } | undefined;
  if (!menu || menu.locationId !== restaurant.data.id || typeof menu.menuType !== "string") return;
  const locationId = restaurant.data.id;
  const menuType = menu.menuType as Parameters<typeof menuTypeQueryKey>[1];
  seedChecked(queryClient, menuTypeQueryKey(locationId, menuType), async () =>
    (await import("@forkful/contracts/menu")).menuDataSchema.parse(data.menu),
  );
  if (data.popular === undefined) return;
  seedChecked(queryClient, popularDishesQueryKey(locationId), async () =>
    (await import("@forkful/contracts/popular-dishes")).popularDishesAnswerSchema.parse(data.popular),
  );
}

/**
 * Taken as its query at once, checked by a schema that loads lazily: a page that mounts meanwhile waits for it rather
 * than asking the API, and asks the API if the check fails.
 */
function seedChecked(queryClient: QueryClient, queryKey: QueryKey, check: () => Promise<unknown>): void {
  void queryClient.prefetchQuery({ queryKey, queryFn: check, retry: false });
}
