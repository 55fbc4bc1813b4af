import { expect, test } from "@playwright/test";
import { menuCart, openCartFromMenu } from "./support/menu-cart";
import { addableAsIs, findPickupTarget, pickupTargets, placeOrderThroughApi } from "./support/orders";

test("a sold-out dish cannot be added", async ({ page, request }) => {
  const target = await findPickupTarget(request, { pick: (item) => item.display === 1 && item.stockQuantity === 0 });
  const { restaurant, item } = target;
  await page.goto(`/${restaurant.merchantType}/${restaurant.locationSlug}/menu/pickup/${item.slug}`);
  const dialog = page.getByRole("dialog", { name: item.itemName });
  await expect(dialog.getByRole("button", { name: /Sold out/ })).toBeDisabled();
  await expect(dialog.getByText("Sold out").first()).toBeVisible();
});

test("a cart asking for more than is left says how many are left, and checkout waits", async ({ page, request }, info) => {
  // A stock-limited dish of its own for each project (they run side by side), so neither takes the other's stock.
  const limited = await pickupTargets(request, (item) => addableAsIs(item) && item.stockQuantity !== null && item.stockQuantity >= 2);
  const target = limited[info.project.name === "mobile" ? 0 : 1];
  expect(target, "two stock-limited dishes").toBeDefined();
  const { restaurant, item } = target!;
  const stock = item.stockQuantity!;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;

  await page.goto(`${base}/menu/pickup/${item.slug}`);
  const dialog = page.getByRole("dialog", { name: item.itemName });
  for (let i = 1; i < stock; i++) await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await expect(dialog.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  await dialog.getByRole("button", { name: /Add to cart/ }).click();
  await expect(menuCart(page)).toContainText(String(stock));

  // Meanwhile another diner takes one.
  await placeOrderThroughApi(request, target!, item, 1);

  await openCartFromMenu(page);
  await expect(page).toHaveURL(`${base}/cart`);
  const message = `Only ${stock - 1} left of ${item.itemName}`;
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.getByTestId("cart-line").getByRole("alert")).toHaveText(`Only ${stock - 1} left`);
  await expect(page.getByRole("link", { name: /Go to checkout/ })).toHaveAttribute("aria-disabled", "true");

  // One less, and the cart can go on.
  await page.getByRole("button", { name: `One less ${item.itemName}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: message })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Go to checkout/ })).not.toHaveAttribute("aria-disabled", "true");
});
