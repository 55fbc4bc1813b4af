import type { MenuItem, Modifier } from "@forkful/contracts/menu";
import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import { expect, test } from "@playwright/test";
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
  return item.modifiers.flatMap((m) => m.options.filter((o) => o.isDefault).slice(0, m.maxChoices)).reduce((sum, o) => sum + o.price, 0);
}

test("list → restaurant → menu → search → item detail with a live price", async ({ page, request }) => {
  const { restaurant, menuType, menu, item, modifier, option } = await findTarget(request);
  const money = (minor: number) => formatMoney(minor, menu.currency);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "All restaurants" })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: restaurant.branchName });
  await expect(card).toContainText(formatMoney(restaurant.cost, restaurant.currency));
  await card.getByRole("link", { name: restaurant.merchantName }).click();

  await expect(page).toHaveURL(`/${restaurant.merchantType}/${restaurant.locationSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: restaurant.merchantName })).toBeVisible();
  await expect(page.getByRole("row", { name: /Today/ })).toBeVisible();
  await page.locator(`main a[href$="/menu/${menuType}"]`).first().click();

  await expect(page).toHaveURL(new RegExp(`/menu/${menuType}$`));
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

function defaultsPriceOf(modifier: Modifier): number {
  return modifier.options
    .filter((o) => o.isDefault)
    .slice(0, modifier.maxChoices)
    .reduce((sum, o) => sum + o.price, 0);
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
