import { expect, test } from "@playwright/test";
import { findRestaurants } from "./support/api";

test.use({ geolocation: { latitude: 12.9719, longitude: 77.6412 }, permissions: ["geolocation"] });

test("near me lists restaurants nearest first with their distance; search narrows the list", async ({ page, request }) => {
  const { restaurants } = await findRestaurants(request);
  await page.goto("/");
  await page.getByRole("button", { name: "Near me" }).click();
  await expect(page).toHaveURL(/\/restaurants\/location\/12\.9719\/77\.6412$/);
  await expect(page.getByRole("heading", { level: 1, name: "Restaurants near you" })).toBeVisible();
  await expect(page.getByText(/nearest first/)).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toContainText(/\d+(\.\d)? k?m/);

  const wanted = restaurants[restaurants.length - 1]!;
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search restaurants or cuisines" }).fill(wanted.merchantName);
  await expect(page).toHaveURL(/\?q=/);
  await expect(cards.filter({ hasText: wanted.branchName })).toHaveCount(1);
  await expect.poll(() => cards.count()).toBeLessThan(restaurants.length);
});
