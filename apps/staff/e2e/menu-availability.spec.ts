import { expect, test } from "@playwright/test";
import { findPickupTarget } from "../../web/e2e/support/orders";
import { DESKTOP, expectNoAxeViolations, signInToConsole, TABLET } from "./staff-console";

test("the kitchen marks a dish sold out for today on its tablet, and a diner's menu no longer offers it", async ({ browser }) => {
  test.setTimeout(90_000);
  const target = await findPickupTarget((await browser.newContext()).request);
  const slug = target.restaurant.locationSlug;
  const dishName = target.item.itemName;

  // The kitchen's tablet (768 px): the menu screen from the console's navigation, the dish found by its name.
  const kitchen = await signInToConsole(browser, "kitchen", slug, TABLET);
  await kitchen.getByRole("link", { name: "Menu" }).click();
  await expect(kitchen).toHaveURL(/\/staff\/menu$/);
  await kitchen.getByLabel("Find a dish or an option").fill(dishName);
  const card = kitchen.getByRole("article", { name: dishName, exact: true });
  await expectNoAxeViolations(kitchen, "menu availability");
  await card.getByRole("button", { name: `Mark ${dishName} sold out: Today` }).click();
  await expect(card.getByText(/^Sold out until/)).toBeVisible();
  const turnOn = card.getByRole("button", { name: `Turn ${dishName} back on` });
  expect((await turnOn.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // A diner's phone (390 px): the dish is on the menu, marked sold out, with no way to add it.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  const menuPath = `/${target.restaurant.merchantType}/${slug}/menu/pickup`;
  await phone.goto(menuPath);
  await phone.getByRole("searchbox", { name: "Search the menu" }).fill(dishName);
  const dish = phone.getByRole("main", { name: "Menu" }).getByRole("article").filter({ hasText: dishName }).first();
  await expect(dish.getByText("Sold out")).toBeVisible();
  await expect(dish.getByRole("button", { name: /^Add/ })).toHaveCount(0);

  // Turned back on at the desk (1280 px), the diner's menu offers it again.
  const desk = await signInToConsole(browser, "manager", slug, DESKTOP);
  await desk.goto("/staff/menu");
  await desk.getByLabel("Find a dish or an option").fill(dishName);
  await desk.getByRole("button", { name: `Turn ${dishName} back on` }).click();
  await expect(desk.getByRole("button", { name: `Mark ${dishName} sold out: Today` })).toBeVisible();
  await phone.reload();
  await phone.getByRole("searchbox", { name: "Search the menu" }).fill(dishName);
  await expect(dish).toBeVisible();
  await expect(dish.getByText("Sold out")).toHaveCount(0);
});
