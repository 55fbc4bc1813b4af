import { LOCATION_TEXTS } from "@forkful/contracts/location";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { findRestaurants } from "./support/api";
import { isMobileProject } from "./support/auth";
import { addFromDishPage } from "./support/menu-cart";
import { dinerPhone, findPickupTarget } from "./support/orders";
import { payAtRestaurant } from "./support/payments";

/** The restaurants' names as a list shows them, top to bottom. */
async function namesIn(rows: Locator): Promise<string[]> {
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((all) => all.map((row) => row.querySelector("span span, h2")?.textContent?.trim() ?? ""));
}

const cardNames = (page: Page) => page.getByRole("article").locator("h2");

test.describe("pick a location on the map", () => {
  test.use({ permissions: ["geolocation"] });

  test("the map starts where the diner is, the pin moves by keyboard, the list by position shows what the map listed, and an order is placed there", async ({
    page,
    context,
  }, info) => {
    const target = await findPickupTarget(page.request);
    const { restaurant, item } = target;
    // A few streets south of the restaurant: the pin then moves north, towards it.
    await context.setGeolocation({ latitude: restaurant.lat - 0.004, longitude: restaurant.lng });

    await page.goto("/location/pick");
    const pinPlace = page.getByTestId("pin-place");
    const startLat = (restaurant.lat - 0.004).toFixed(4);
    await expect(pinPlace).toContainText(`${startLat}, ${restaurant.lng.toFixed(4)}`);
    const nearPin = page.getByRole("list", { name: "Restaurants near here" });
    await expect(nearPin.getByRole("link", { name: new RegExp(restaurant.merchantName) }).first()).toBeVisible();
    await expect(page.getByTitle(new RegExp(`${restaurant.merchantName} .* — (Open now|Closed)`)).first()).toBeAttached();

    // The keyboard moves the pin (Shift: ~110 m a press); the coordinates and the list follow.
    const pin = page.getByTitle(LOCATION_TEXTS.pinLabel);
    await pin.focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press("Shift+ArrowUp");
    const movedLat = (restaurant.lat - 0.002).toFixed(4);
    await expect(pinPlace).toContainText(`${movedLat}, ${restaurant.lng.toFixed(4)}`);
    await expect(pinPlace).not.toContainText(LOCATION_TEXTS.myPosition);
    await expect(nearPin).toHaveAttribute("aria-busy", "false");
    const onMap = await namesIn(page.getByTestId("nearby-restaurant"));

    await page.getByRole("button", { name: LOCATION_TEXTS.useThisLocation }).click();
    await expect(page).toHaveURL(`/restaurants/location/${movedLat}/${restaurant.lng.toFixed(4)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Restaurants near you" })).toBeVisible();
    await expect(page.getByTestId("selected-location")).toContainText("Near ");
    // The list by position agrees with the map: the same restaurants, in the same order.
    await expect.poll(async () => cardNames(page).allTextContents()).toEqual(onMap);

    await page.getByRole("article").filter({ hasText: restaurant.branchName }).getByRole("link", { name: restaurant.merchantName }).click();
    const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
    await expect(page).toHaveURL(new RegExp(`^[^?]*${base}(/|$)`));

    await addFromDishPage(page, { restaurant, item });
    await page.goto(`${base}/checkOut`);
    await page.getByLabel("Full name").fill(`Found On The Map ${info.project.name}`);
    const phone = dinerPhone(restaurant);
    await page.getByLabel("Country code").selectOption(phone.countryCode);
    await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.national);
    await page.getByRole("button", { name: /Continue to payment/ }).click();
    const orderId = await payAtRestaurant(page);
    await expect(page).toHaveURL(`${base}/tracker/${orderId}`);
    await expect(page.getByTestId("order-status")).toBeVisible();
  });
});

test("search a city, see what is around it, and the lists keep the choice", async ({ page }) => {
  const target = await findPickupTarget(page.request);
  const city = target.restaurant.city;

  await page.goto("/location/info");
  await expect(page.getByRole("heading", { name: LOCATION_TEXTS.noneChosen })).toBeVisible();
  await page.getByRole("link", { name: "Search a place" }).click();
  await expect(page).toHaveURL("/location/search");

  const box = page.getByRole("combobox", { name: LOCATION_TEXTS.searchLabel });
  await box.fill(city.slice(0, 2));
  await expect(page.getByText(LOCATION_TEXTS.searchTooShort)).toBeVisible();
  await box.fill(city);
  await expect(page.getByRole("status").filter({ hasText: /\d+ results?/ })).toBeVisible();
  const first = page.getByRole("option").first();
  await expect(first).toContainText("Place");
  await expect(first).toContainText(city);
  const chosen = (await first.locator("span span").nth(1).textContent())?.trim() ?? "";
  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");

  await expect(page).toHaveURL("/location/info");
  await expect(page.getByRole("heading", { level: 1, name: chosen })).toBeVisible();
  await expect(page.getByTestId("location-coordinates")).toContainText(/-?\d+\.\d{4}, -?\d+\.\d{4}/);
  const around = await namesIn(page.getByTestId("nearby-restaurant"));
  expect(around).toContain(target.restaurant.merchantName);
  await expect(page.getByRole("list", { name: "Restaurants near here" })).toContainText(
    new RegExp(`${LOCATION_TEXTS.deliversHere}|${LOCATION_TEXTS.noDeliveryHere}|${LOCATION_TEXTS.pickupOnly}`),
  );

  await page.getByRole("link", { name: "See them all as a list" }).click();
  await expect(page).toHaveURL(/\/restaurants\/location\/-?\d+\.\d{4}\/-?\d+\.\d{4}$/);
  await expect.poll(async () => cardNames(page).allTextContents()).toEqual(around);

  // The home list says where the diner is, and Change opens the map there.
  await page.goto("/");
  const bar = page.getByTestId("selected-location");
  await expect(bar).toContainText(`Near ${chosen}`);
  await bar.getByRole("link", { name: /Change location/ }).click();
  await expect(page).toHaveURL("/location/pick");
  await expect(page.getByTestId("pin-place")).toContainText(chosen);
});

test("dragging the map brings the pin to its centre, names what stands there and lists what is near it", async ({ page }, info) => {
  // A touch screen's map pans by touch, which Playwright's mouse does not make; the phone moves the pin by keyboard above.
  test.skip(isMobileProject(info.project.name), "a mouse drag on the wide screen only");
  const { cities } = await findRestaurants(page.request);
  await page.goto("/location/pick");
  const pinPlace = page.getByTestId("pin-place");
  // No position allowed and nothing chosen: the map starts at the first city with restaurants.
  await expect(pinPlace).toContainText(cities[0]!.name);
  await expect(page.getByTestId("nearby-restaurant").first()).toBeVisible();
  const before = await pinPlace.textContent();

  const map = page.getByRole("region", { name: LOCATION_TEXTS.mapLabel });
  const nearby = page.getByRole("list", { name: "Restaurants near here" });
  // The map settles first: it fits itself to the restaurants once they are listed.
  await expect(nearby).toHaveAttribute("aria-busy", "false");
  const box = (await map.boundingBox())!;
  // A drag that lands while the map is still gliding to fit is lost (Leaflet ends the glide instead): drag again.
  await expect(async () => {
    // The drag starts on the map itself: a restaurant's marker or a control under the mouse would take the press.
    const start = await bareMapPoint(page, box);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + box.width * 0.15, start.y - box.height * 0.15, { steps: 8 });
    await page.mouse.move(start.x + box.width * 0.3, start.y - box.height * 0.3, { steps: 8 });
    await page.mouse.up();
    await expect(pinPlace).not.toHaveText(before ?? "", { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(pinPlace).toContainText(/-?\d+\.\d{4}, -?\d+\.\d{4}/);
  await expect(nearby).toHaveAttribute("aria-busy", "false");
  await page.getByRole("button", { name: LOCATION_TEXTS.useThisLocation }).click();
  await expect(page).toHaveURL(/\/restaurants\/location\/-?\d+\.\d{4}\/-?\d+\.\d{4}$/);
});

/** A point in the map's lower left part with nothing but the map under it (no marker, pin, popup or control). */
async function bareMapPoint(page: Page, box: { x: number; y: number; width: number; height: number }) {
  for (const fx of [0.3, 0.2, 0.4, 0.25, 0.35]) {
    for (const fy of [0.7, 0.8, 0.6, 0.75, 0.65]) {
      const point = { x: box.x + box.width * fx, y: box.y + box.height * fy };
      const bare = await page.evaluate(({ x, y }) => {
        const under = document.elementFromPoint(x, y);
        return under !== null && under.closest(".leaflet-marker-icon, .leaflet-popup, .leaflet-control, button, a") === null;
      }, point);
      if (bare) return point;
    }
  }
  throw new Error("No bare point on the map to drag from");
}
