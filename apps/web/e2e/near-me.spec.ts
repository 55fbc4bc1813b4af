import { formatDistance, NEAR_ME_RADIUS_KM } from "@forkful/contracts/distance";
import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import { expect, test } from "@playwright/test";
import { findRestaurants } from "./support/api";

const BENGALURU = { latitude: 12.9719, longitude: 77.6412 };
const MID_ATLANTIC = { latitude: 0, longitude: -30 };

test.describe("near me in Bengaluru", () => {
  test.use({ geolocation: BENGALURU, permissions: ["geolocation"] });

  test("lists only restaurants nearby, open first then nearest, with distance in km, time to ready and fees; search narrows the list", async ({
    page,
    request,
  }) => {
    const { restaurants } = await findRestaurants(request);
    await page.goto("/");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page).toHaveURL(/\/restaurants\/location\/12\.9719\/77\.6412$/);
    await expect(page.getByRole("heading", { level: 1, name: "Restaurants near you" })).toBeVisible();
    await expect(page.getByText(new RegExp(`open first then nearest, within ${NEAR_ME_RADIUS_KM} km`))).toBeVisible();

    const cards = page.getByRole("article");
    const inBengaluru = restaurants.filter((r) => r.city === "Bengaluru");
    await expect(cards).toHaveCount(inBengaluru.length);
    // Open restaurants come before closed ones whatever their distance.
    const openFlags = await cards.evaluateAll((all) => all.map((card) => card.textContent?.includes("Open now") ?? false));
    expect(openFlags).toEqual([...openFlags].sort((a, b) => Number(b) - Number(a)));
    for (const r of inBengaluru) {
      const card = cards.filter({ hasText: r.branchName });
      await expect(card).toContainText(/\d+(\.\d)? km/);
      await expect(card).not.toContainText(/\d mi\b/);
      await expect(card).toContainText(`Ready in ${r.defaultPickUpETA} min`);
      if (r.delivery) {
        await expect(card).toContainText(`${formatMoney(r.deliverySettings.deliveryFee, r.currency)} delivery`);
        await expect(card).toContainText(`${formatMoney(r.deliverySettings.minimumOrder, r.currency)} minimum`);
      } else {
        await expect(card).not.toContainText("delivery");
      }
    }

    // The first card's picture is the largest paint: fetched at once and first; the others wait to be scrolled to.
    const covers = page.locator("article img[alt='']");
    await expect(covers.first()).toHaveAttribute("loading", "eager");
    await expect(covers.first()).toHaveAttribute("fetchpriority", "high");
    await expect(covers.nth(1)).toHaveAttribute("loading", "lazy");

    const wanted = restaurants[restaurants.length - 1]!;
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search restaurants or cuisines" }).fill(wanted.merchantName);
    await expect(page).toHaveURL(/\?q=/);
    await expect(cards.filter({ hasText: wanted.branchName })).toHaveCount(1);
    await expect.poll(() => cards.count()).toBeLessThan(restaurants.length);
  });
});

test.describe("near me in New York", () => {
  test.use({ permissions: ["geolocation"] });

  test("shows distances in miles for US restaurants, never 0 for the one next door", async ({ page, context, request }) => {
    const { restaurants } = await findRestaurants(request);
    const inNewYork = restaurants.filter((r) => r.city === "New York");
    const here = inNewYork[0]!;
    await context.setGeolocation({ latitude: here.lat, longitude: here.lng });
    await page.goto("/");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Restaurants near you" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(inNewYork.length);
    for (const r of inNewYork) {
      const card = cards.filter({ hasText: r.branchName });
      await expect(card).toContainText(/\d+(\.\d)? mi\b/);
      await expect(card).not.toContainText(/\d km/);
    }
    await expect(cards.filter({ hasText: here.branchName })).toContainText(formatDistance(0, here.country));
    expect(formatDistance(0, here.country)).toBe("0.1 mi");
  });
});

test.describe("near me far from any restaurant", () => {
  test.use({ geolocation: MID_ATLANTIC, permissions: ["geolocation"] });

  test("says nothing is near and offers the cities to browse", async ({ page, request }) => {
    const { cities } = await findRestaurants(request);
    await page.goto("/");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.getByRole("heading", { name: MESSAGES.noRestaurantsNearby })).toBeVisible();
    await expect(page.getByText(MESSAGES.noRestaurantsNearbyHint)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    const byCity = page.getByRole("list", { name: "Browse by city" });
    await expect(byCity.getByRole("link")).toHaveCount(cities.length);
    const city = cities[0]!;
    await byCity.getByRole("link", { name: new RegExp(city.name) }).click();
    await expect(page).toHaveURL(`/restaurants/city/${encodeURIComponent(city.name)}`);
    await expect(page.getByRole("heading", { level: 1, name: `Restaurants in ${city.name}` })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(city.count);
  });
});
