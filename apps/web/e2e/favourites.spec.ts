/**
 * Issue 15, favourites: a signed-in diner hearts a dish on a restaurant's menu, finds it in the account's Favorites,
 * opens it there (the dish over its restaurant's menu), and removes it; the empty Favorites page says how to add one.
 */
import { expect, test } from "@playwright/test";
import { allRestaurantDetails, menuOf } from "./support/api";
import { createAccount, openSignedIn } from "./support/auth";

test("heart a dish on the menu → find it in Favorites → open it → remove it", async ({ page, request }) => {
  const restaurant = (await allRestaurantDetails(request)).find((r) => r.orderTypes.some((t) => t.menuType === "pickup"))!;
  const menu = await menuOf(request, restaurant.id, "pickup");
  const dish = menu.menu.find((i) => i.display === 1)!;
  const account = await createAccount(request, { fullName: "Fiona Favourite" });

  await openSignedIn(page, account, `/${restaurant.merchantType}/${restaurant.locationSlug}/menu/pickup`);
  const heart = page.getByRole("button", { name: `Save ${dish.itemName} to favourites` }).first();
  await heart.dblclick();
  const kept = page.getByRole("button", { name: `Remove ${dish.itemName} from favourites` }).first();
  await expect(kept).toHaveAttribute("aria-pressed", "true");
  // A double click sends one change: the dish is still kept once the call has answered.
  await page.waitForTimeout(800);
  await expect(kept).toHaveAttribute("aria-pressed", "true");

  await page.goto("/account/Favorites");
  const dishes = page.getByRole("region", { name: "Dishes" });
  const link = dishes.getByRole("link", { name: dish.itemName });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${restaurant.locationSlug}/menu/pickup/itemDetails\\?item=${dish.itemId}$`));
  const dialog = page.getByRole("dialog", { name: dish.itemName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Remove ${dish.itemName} from favourites` })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/account/Favorites");
  await page
    .getByRole("region", { name: "Dishes" })
    .getByRole("button", { name: `Remove ${dish.itemName} from favourites` })
    .click();
  await expect(page.getByText("No favourites yet")).toBeVisible();
  await expect(page.getByText("Tap the heart on a dish")).toBeVisible();
});
