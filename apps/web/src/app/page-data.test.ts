import { PAGE_DATA_ELEMENT_ID } from "@forkful/contracts/restaurant-page";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, expect, it } from "vitest";
import { restaurantBySlugQueryOptions } from "../features/restaurants/api/get-restaurant-by-slug";
import { menuTypeQueryKey, popularDishesQueryKey } from "../shared/api/query-keys";
import { menuFixture, restaurantFixture } from "../shared/testing/fixtures";
import { seedPageData } from "./page-data";

function pageWith(data: unknown) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = typeof data === "string" ? data : JSON.stringify(data);
  document.head.append(element);
}
afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

const restaurant = restaurantFixture({ locationSlug: "kiln-west" });
const restaurantKey = restaurantBySlugQueryOptions("kiln-west").queryKey;

it("puts the page's restaurant, menu and Popular dishes into the cache, under the keys their pages read", async () => {
  const menu = menuFixture({ locationId: restaurant.id, menuType: "delivery" });
  const popular = { locationId: restaurant.id, dishes: [{ itemId: menu.menu[0]!.itemId, orderCount: 12 }] };
  pageWith({ slug: "kiln-west", restaurant, menu, popular });
  const queryClient = new QueryClient();
  seedPageData(queryClient);
  expect(queryClient.getQueryData(restaurantKey)).toEqual(restaurant);
  const menuKey = menuTypeQueryKey(restaurant.id, "delivery");
  // Taken at once, and filled once the menu's schema has loaded: a page asking now waits for it.
  expect(queryClient.getQueryState(menuKey)?.fetchStatus).toBe("fetching");
  const notAsked = () => Promise.reject(new Error("asked the API"));
  await expect(queryClient.fetchQuery({ queryKey: menuKey, queryFn: notAsked })).resolves.toEqual(menu);
  await expect(queryClient.fetchQuery({ queryKey: popularDishesQueryKey(restaurant.id), queryFn: notAsked })).resolves.toEqual(popular);
});

it("drops data that does not check out, and a page without any, so the pages ask the API", () => {
  for (const data of ["{not json", { slug: "kiln-west", restaurant: { ...restaurant, id: "seven" } }, null]) {
    if (data !== null) pageWith(data);
    const queryClient = new QueryClient();
    seedPageData(queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  }
});

it("keeps the restaurant but leaves out a menu of another restaurant", () => {
  pageWith({ slug: "kiln-west", restaurant, menu: menuFixture({ locationId: restaurant.id + 1 }) });
  const queryClient = new QueryClient();
  seedPageData(queryClient);
  expect(queryClient.getQueryData(restaurantKey)).toEqual(restaurant);
  expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
});
