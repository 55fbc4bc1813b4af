import { MESSAGES } from "@forkful/contracts/messages";
import { expect, test } from "@playwright/test";

for (const path of ["/this/path/does/not/exist", "/restaurant/some-place/menu/brunch", "/restaurants/location/123/456"]) {
  test(`${path} redirects to /notFound`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL("/notFound");
    await expect(page.getByRole("heading", { level: 1, name: MESSAGES.notFoundTitle })).toBeVisible();
    await page.getByRole("link", { name: "Browse restaurants" }).click();
    await expect(page).toHaveURL("/");
  });
}

test("an unknown restaurant slug lands on /notFound", async ({ page }) => {
  await page.goto("/restaurant/no-such-restaurant-anywhere");
  await expect(page).toHaveURL("/notFound");
});
