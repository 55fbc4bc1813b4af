/**
 * Issue 11, the menu at the level of the best delivery apps: the restaurant's home leads straight to the menu, which
 * opens on its Popular dishes; a dish with no required choice goes in the cart from its card's "+"; a dish whose
 * required choice has a dearer default opens at its listed price; the cart is a panel beside the menu on a wide screen
 * and a bar on a phone; focus comes back to the card after the dish's dialog; one h1 and no skipped heading level.
 */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload } from "@forkful/contracts/envelope";
import type { MenuItem } from "@forkful/contracts/menu";
import { formatMoney } from "@forkful/contracts/money";
import { popularDishesAnswerSchema } from "@forkful/contracts/popular-dishes";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { allRestaurantDetails, menuOf } from "./support/api";

async function popularOf(request: APIRequestContext, locationId: number) {
  const response = await request.get(`${API_BASE_PATH}/order/popular-dishes/${locationId}`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION },
  });
  expect(response.ok()).toBe(true);
  return popularDishesAnswerSchema.parse(decodePayload(((await response.json()) as { encryptedText: string }).encryptedText)).dishes;
}

/** A required choice whose restaurant default costs more than its cheapest option (Pepperoni Pie's Large). */
const dearerDefault = (item: MenuItem) =>
  item.modifiers.some((m) => m.minChoices > 0 && m.options.some((o) => o.isDefault && m.options.some((c) => c.price < o.price)));
const needsNoChoice = (item: MenuItem) => item.modifiers.every((m) => m.minChoices === 0) && item.stockQuantity !== 0;

/** A pickup menu with popular dishes (the demo's past orders), a dish to add from its card and one with a dearer default. */
async function findTarget(request: APIRequestContext) {
  for (const restaurant of await allRestaurantDetails(request)) {
    if (!restaurant.orderTypes.some((t) => t.menuType === "pickup")) continue;
    const menu = await menuOf(request, restaurant.id, "pickup");
    const shown = menu.menu.filter((i) => i.display === 1);
    const quick = shown.find(needsNoChoice);
    const pie = shown.find((i) => dearerDefault(i) && i.stockQuantity !== 0);
    if (!quick || !pie) continue;
    const popular = await popularOf(request, restaurant.id);
    if (popular.length >= 2) return { restaurant, menu, quick, pie };
  }
  throw new Error("The demo data has no pickup menu with popular dishes, a dish without choices and a dearer default");
}

/** h1 once, and never a heading more than one level below the one before it. */
async function expectHeadingOutline(page: Page) {
  const levels = await page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((all) => all.map((h) => Number(h.tagName[1])));
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i} (h${level}) after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

test("home → menu with Popular dishes → quick add → a dish at its listed price → the cart beside or below", async ({
  page,
  request,
}, info) => {
  const { restaurant, menu, quick, pie } = await findTarget(request);
  const money = (minor: number) => formatMoney(minor, menu.currency);
  const wide = info.project.name === "desktop";

  await page.goto(`/${restaurant.merchantType}/${restaurant.locationSlug}`);
  await page.getByRole("link", { name: "Start your order" }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${restaurant.orderTypes[0]!.menuType}$`));
  if (restaurant.orderTypes[0]!.menuType !== "pickup") {
    await page
      .getByRole("navigation", { name: "Order type" })
      .getByRole("link", { name: /Pickup/ })
      .click();
    await expect(page).toHaveURL(/\/menu\/pickup$/);
  }

  await expect(page.getByRole("heading", { level: 1, name: restaurant.merchantName })).toBeVisible();
  const main = page.getByRole("main", { name: "Menu" });
  const popular = main.getByRole("region", { name: /^Popular/ });
  await expect(popular).toBeVisible();
  expect(await popular.getByRole("article").count()).toBeGreaterThanOrEqual(2);
  // The first dish's picture is the largest paint: fetched first, never lazily.
  const firstPicture = main.getByRole("article").first().locator("img");
  await expect(firstPicture).toHaveAttribute("loading", "eager");
  await expect(firstPicture).toHaveAttribute("fetchpriority", "high");
  await expectHeadingOutline(page);
  // The diet filter and the cart sit in landmarks.
  await expect(page.getByRole("region", { name: "Order options" }).getByRole("group", { name: "Diet" })).toBeVisible();

  // A dish with no required choice goes straight in from its card.
  await main
    .getByRole("button", { name: `Add ${quick.itemName}`, exact: true })
    .first()
    .click();
  await expect(main.getByRole("button", { name: `Add ${quick.itemName}`, exact: true }).first()).toContainText("Added");
  const bar = page.getByRole("complementary", { name: "Your order" }).getByRole("link", { name: /^View cart: 1 item/ });
  const panel = page.getByRole("complementary", { name: "Your cart" });
  if (wide) {
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("cart-panel-line")).toHaveCount(1);
    await expect(panel.getByTestId("cart-panel-line")).toContainText(quick.itemName);
    await expect(panel.getByRole("link", { name: /Go to checkout/ })).toBeVisible();
    await expect(bar).toBeHidden();
    // The panel sits beside the menu, not over it.
    const [menuBox, panelBox] = [(await main.boundingBox())!, (await panel.boundingBox())!];
    expect(panelBox.x).toBeGreaterThanOrEqual(menuBox.x + menuBox.width);
  } else {
    await expect(bar).toBeVisible();
    await expect(panel).toBeHidden();
  }

  // A required choice with a dearer default opens at the dish's listed price.
  const pieLink = main.getByRole("link", { name: pie.itemName, exact: true }).first();
  await pieLink.click();
  const dialog = page.getByRole("dialog", { name: pie.itemName });
  await expect(dialog.getByTestId("item-total")).toHaveText(money(pie.price));
  await dialog.getByRole("button", { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  // Focus comes back to the card that opened the dish.
  await expect(pieLink).toBeFocused();
  const count = wide ? panel.getByTestId("cart-panel-line") : null;
  if (count) await expect(count).toHaveCount(2);
  else await expect(page.getByRole("link", { name: /^View cart: 2 items/ })).toBeVisible();

  // And after a dialog closed with Escape too.
  await pieLink.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(pieLink).toBeFocused();
});
