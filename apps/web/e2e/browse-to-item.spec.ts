import type { MenuItem, Modifier } from "@forkful/contracts/menu";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import { expect, type Page, test } from "@playwright/test";
import { allRestaurantDetails, menuOf } from "./support/api";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A restaurant whose first menu has an in-stock item with an option that costs extra and is not preselected. */
async function findTarget(request: Parameters<typeof allRestaurantDetails>[0]) {
  for (const restaurant of await allRestaurantDetails(request)) {
    const menuType = restaurant.orderTypes[0]?.menuType;
    if (!menuType) continue;
    const menu = await menuOf(request, restaurant.id, menuType);
    for (const item of menu.menu) {
      if (item.display !== 1 || item.stockQuantity === 0) continue;
      for (const modifier of item.modifiers) {
        const option = modifier.options.find((o) => o.price > 0 && !o.isDefault);
        if (option && (modifier.maxChoices === 1 || modifier.options.filter((o) => o.isDefault).length < modifier.maxChoices)) {
          return { restaurant, menuType, menu, item, modifier, option };
        }
      }
    }
  }
  throw new Error("The demo data has no item with a priced option");
}

function defaultsPrice(item: MenuItem): number {
  return item.modifiers.reduce((sum, m) => sum + defaultsPriceOf(m), 0);
}

test("list → restaurant → menu → search → item detail with a live price", async ({ page, request }) => {
  const { restaurant, menuType, menu, item, modifier, option } = await findTarget(request);
  const money = (minor: number) => formatMoney(minor, menu.currency);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "All restaurants" })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: restaurant.branchName });
  await expect(card).toContainText(formatMoney(restaurant.cost, restaurant.currency));
  await expect(card).toContainText(`Ready in ${restaurant.defaultPickUpETA} min`);
  await expect(card).toContainText(restaurant.rating.toFixed(1));
  await expect(card).toContainText(restaurant.open === 1 ? "Open now" : "Closed");
  await card.getByRole("link", { name: restaurant.merchantName }).click();

  await expect(page).toHaveURL(`/${restaurant.merchantType}/${restaurant.locationSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: restaurant.merchantName })).toBeVisible();
  await expectAtAGlance(page, restaurant);
  await expect(page.getByRole("row", { name: /Today/ })).toBeVisible();
  await page.locator(`main a[href$="/menu/${menuType}"]`).first().click();

  await expect(page).toHaveURL(new RegExp(`/menu/${menuType}$`));
  await expectAtAGlance(page, restaurant);
  const search = page.getByRole("searchbox", { name: "Search the menu" });
  await expect(search).toBeVisible();
  const cards = page.getByRole("main", { name: "Menu" }).getByRole("article");
  const before = await cards.count();
  await search.fill(item.itemName);
  await expect(cards.first()).toContainText(item.itemName);
  await expect.poll(() => cards.count()).toBeLessThan(before);

  await page.getByRole("link", { name: item.itemName, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/menu/${menuType}/${item.slug}$`));
  const dialog = page.getByRole("dialog", { name: item.itemName });
  await expect(dialog).toBeVisible();
  const total = dialog.getByTestId("item-total");
  const base = item.price + defaultsPrice(item);
  await expect(total).toHaveText(money(base));

  const choice = dialog.getByRole(modifier.maxChoices === 1 ? "radio" : "checkbox", {
    name: new RegExp(`^${escapeRegExp(option.optionName)}`),
  });
  await choice.check();
  await expect(choice).toBeChecked();
  const changed = modifier.maxChoices === 1 ? base - defaultsPriceOf(modifier) + option.price : base + option.price;
  await expect(total).toHaveText(money(changed));

  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await expect(total).toHaveText(money(changed * 2));
  // Ordering is open: the dish with its choices can go in the cart.
  await expect(dialog.getByRole("button", { name: /Add to cart/ })).toBeEnabled();
  await expect(dialog.getByText(MESSAGES.orderingOpensSoon)).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/menu/${menuType}$`));
  await expect(search).toHaveValue(item.itemName);
});

/** The summary above the menu: rating, today's hours, time to ready, delivery fee and minimum, pickup address. */
async function expectAtAGlance(page: Page, restaurant: RestaurantDetail) {
  const glance = page.getByRole("region", { name: "Restaurant at a glance" });
  await expect(glance).toBeVisible();
  await expect(glance).toContainText(`${restaurant.rating.toFixed(1)} out of 5`);
  await expect(glance).toContainText(new RegExp(`Pickup ready in\\s*${restaurant.defaultPickUpETA} min`));
  await expect(glance).toContainText("Hours today");
  await expect(glance).toContainText(`Pickup at ${restaurant.address}`);
  const fee = formatMoney(restaurant.deliverySettings.deliveryFee, restaurant.currency);
  const minimum = formatMoney(restaurant.deliverySettings.minimumOrder, restaurant.currency);
  if (restaurant.delivery && restaurant.orderTypes.some((t) => t.typeGroup === "DL")) {
    await expect(glance).toContainText(`${fee} delivery`);
    await expect(glance).toContainText(`${minimum} minimum`);
  } else {
    await expect(glance).not.toContainText("Delivery");
  }
  // Nothing sits on the cover picture: the page's buttons are above it.
  const cover = page.getByRole("img", { name: `${restaurant.merchantName} cover` });
  if ((await cover.count()) > 0) {
    const art = (await cover.boundingBox())!;
    const controls = page.locator("header", { has: cover }).locator("a, button");
    expect(await controls.count()).toBeGreaterThanOrEqual(2);
    for (const button of await controls.all()) {
      const box = (await button.boundingBox())!;
      expect(box.y + box.height, "a button over the cover").toBeLessThanOrEqual(art.y);
    }
  }
}

/** What a modifier adds as the dish opens: a required choice its cheapest options (as many as it has defaults), an optional one only free defaults. */
function defaultsPriceOf(modifier: Modifier): number {
  if (modifier.minChoices === 0) return 0;
  const defaults = modifier.options.filter((o) => o.isDefault).length;
  return modifier.options
    .map((o) => o.price)
    .sort((a, b) => a - b)
    .slice(0, Math.min(defaults, modifier.maxChoices))
    .reduce((sum, price) => sum + price, 0);
}

test("the menu type tabs switch menus", async ({ page, request }) => {
  const restaurant = (await allRestaurantDetails(request)).find((r) => r.orderTypes.length > 1);
  // The demo data has restaurants with several order types; their absence is a failure, not a skip.
  expect(restaurant, "a restaurant with two order types in the demo data").toBeTruthy();
  const [first, second] = restaurant!.orderTypes;
  await page.goto(`/${restaurant!.merchantType}/${restaurant!.locationSlug}/menu`);
  const tabs = page.getByRole("navigation", { name: "Order type" });
  await expect(tabs.locator(`a[href$="/menu/${first!.menuType}"]`)).toHaveAttribute("aria-current", "page");
  await tabs.locator(`a[href$="/menu/${second!.menuType}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${second!.menuType}$`));
  await expect(tabs.locator(`a[href$="/menu/${second!.menuType}"]`)).toHaveAttribute("aria-current", "page");
});
