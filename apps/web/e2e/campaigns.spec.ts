/**
 * Campaigns and event pages (issue 15): from a restaurant's home, a campaign (made here by its staff) leads to its dishes
 * and its call to order, a dish goes into the cart; the home's event chip opens the event page and its event menu.
 */
import { randomUUID } from "node:crypto";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type Campaign, campaignSchema } from "@forkful/contracts/campaigns";
import { expect, test } from "@playwright/test";
import { menuOf, restaurantBySlug } from "./support/api";
import { menuCart } from "./support/menu-cart";
import { addableAsIs, staffToken } from "./support/orders";

const SLUG = "sakura-street-ramen-japantown";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a campaign on the restaurant's home: its offer and dishes, its call to order, a dish into the cart", async ({ page, request }) => {
  const restaurant = await restaurantBySlug(request, SLUG);
  const menu = await menuOf(request, restaurant.id, "pickup");
  const dishes = menu.menu.filter((i) => i.stockQuantity === null && addableAsIs(i)).slice(0, 2);
  const title = `Noodle days ${randomUUID().slice(0, 6)}`;
  const response = await request.post(`${API_BASE_PATH}/staff/campaigns`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${await staffToken(request, SLUG)}` },
    data: {
      title,
      summary: "Two bowls we love",
      startsOn: inDays(-1),
      endsOn: inDays(6),
      itemIds: dishes.map((d) => d.itemId),
      offerText: "15% off pickup orders",
      couponCode: "PICKUP15",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const campaign: Campaign = campaignSchema.parse(await response.json());
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;

  await page.goto(base);
  await page
    .getByRole("region", { name: "Offers and campaigns" })
    .getByRole("link", { name: new RegExp(title) })
    .click();
  await expect(page).toHaveURL(`${base}/campaign/${campaign.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("On now")).toBeVisible();
  await expect(page.getByTestId("coupon-code")).toHaveText("PICKUP15");
  for (const dish of dishes) await expect(page.getByRole("link", { name: new RegExp(dish.itemName) })).toBeVisible();

  await page.getByRole("link", { name: "Order now" }).click();
  await expect(page).toHaveURL(`${base}/menu/pickup`);
  await page.goBack();

  const dish = dishes[0]!;
  await page.getByRole("link", { name: new RegExp(dish.itemName) }).click();
  await expect(page).toHaveURL(`${base}/menu/pickup/${dish.slug}`);
  const dialog = page.getByRole("dialog", { name: dish.itemName });
  await dialog.getByRole("button", { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  await expect(menuCart(page)).toContainText("1");
});

test("an event chip opens the event page, with its slots and menu, and leads into the event order", async ({ page, request }) => {
  const restaurant = await restaurantBySlug(request, SLUG);
  const event = restaurant.events.find((e) => e.eventSlug === "ramen-masterclass");
  expect(event, "the demo's upcoming event").toBeDefined();
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;

  await page.goto(base);
  await page.getByRole("link", { name: new RegExp(event!.name) }).click();
  await expect(page).toHaveURL(`${base}/e/${event!.eventSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: event!.name })).toBeVisible();
  const slots = page.getByRole("region", { name: "Time slots" });
  await expect(slots.getByRole("listitem")).toHaveCount(2);
  await expect(slots).toContainText("places left");
  const eventMenu = page.getByRole("region", { name: /The event menu/ });
  await expect(eventMenu.getByRole("listitem").first()).toBeVisible();
  const firstDish = (await eventMenu.getByRole("listitem").first().locator("span").first().textContent()) ?? "";

  await page.getByRole("link", { name: "Order for this event" }).click();
  await expect(page).toHaveURL(`${base}/menu/pickup/e/${event!.eventDate}`);
  await expect(page.getByRole("region", { name: "Event" })).toContainText(event!.name);
  await expect(page.getByRole("main", { name: "Menu" })).toContainText(firstDish);
});
