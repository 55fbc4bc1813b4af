/** The cart as a diner meets it on the menu: a dish added from its page, and the cart beside (wide) or under (phone) it. */
import { expect, type Page } from "@playwright/test";
import type { OrderTarget } from "./orders";

/** Opens the dish's page over the menu and adds it as it comes; answers the restaurant's base path. */
export async function addFromDishPage(page: Page, { restaurant, item }: Pick<OrderTarget, "restaurant" | "item">): Promise<string> {
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  await page.goto(`${base}/menu/pickup/${item.slug}`);
  const dialog = page.getByRole("dialog", { name: item.itemName });
  await dialog.getByRole("button", { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  return base;
}

/** The cart beside the menu: the phone's bottom bar or the wide screen's panel, whichever shows. */
export const menuCart = (page: Page) => page.getByTestId(/^cart-(bar|panel)$/).filter({ visible: true });

/** From the menu to the cart page: the bar itself on a phone, the panel's View cart on a wide screen. */
export async function openCartFromMenu(page: Page): Promise<void> {
  const cart = menuCart(page);
  if ((await cart.getAttribute("data-testid")) === "cart-bar") await cart.click();
  else await cart.getByRole("link", { name: "View cart" }).click();
}
