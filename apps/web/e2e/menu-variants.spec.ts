import { expect, test } from "@playwright/test";
import { allRestaurantDetails } from "./support/api";
import { tableQrCodeOf } from "./support/tables";

test("explore, restaurant info, table and event variants of the menu", async ({ page, request }) => {
  const details = await allRestaurantDetails(request);
  const withEvent = details.find((r) => r.events.length > 0);
  const restaurant = details[0]!;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const menuType = restaurant.orderTypes[0]!.menuType;

  await page.goto(`${base}/menu/${menuType}/exploremenu`);
  const explore = page.getByRole("dialog", { name: "Explore the menu" });
  await expect(explore).toBeVisible();
  const tile = explore.getByRole("button").nth(1);
  const tileName = (await tile.locator("span span").first().textContent()) ?? "";
  await tile.click();
  await expect(explore).toBeHidden();
  await expect(page).toHaveURL(`${base}/menu/${menuType}`);
  await expect(
    page.getByRole("navigation", { name: "Menu categories" }).getByRole("button", { name: new RegExp(`^${tileName}`) }),
  ).toHaveAttribute("aria-current", "true");

  await page.getByRole("link", { name: "Restaurant info" }).click();
  const info = page.getByRole("dialog", { name: restaurant.merchantName });
  await expect(info).toBeVisible();
  await expect(info.getByRole("table")).toContainText("Monday");
  await expect(info.getByRole("link", { name: restaurant.phoneNumber })).toHaveAttribute("href", /^tel:/);
  await info.getByRole("button", { name: "Close" }).click();
  await expect(info).toBeHidden();

  // A table of the restaurant's floor is named as the floor names it; a table it does not have, by its QR id. The table's
  // menu opens from the table's QR code (its token from the staff QR sheet, decision 028).
  const t4 = await tableQrCodeOf(request, restaurant.locationSlug, "T4").catch(() => null);
  await page.goto(`${base}/table/T4/menu/${menuType}?t=${t4?.tableToken ?? "a-table-it-does-not-have"}`);
  await expect(page.getByText(t4 ? `${t4.tableName} · ${t4.sectionName}` : "Table T4")).toBeVisible();

  if (withEvent) {
    const event = withEvent.events[0]!;
    await page.goto(`/${withEvent.merchantType}/${withEvent.locationSlug}/menu/${withEvent.orderTypes[0]!.menuType}/e/${event.eventDate}`);
    await expect(page.getByRole("region", { name: "Event" })).toContainText(event.name);
  }
});
