/** Every route of the tables issue (spec §2) opens a page of its own, never the not-found page. */
import { MESSAGES } from "@forkful/contracts/messages";
import { expect, test } from "@playwright/test";
import { allRestaurantDetails } from "./support/api";
import { tableQrCodeOf } from "./support/tables";

test("the reservation, check-in, table and closed routes each open their page", async ({ page, request }) => {
  test.setTimeout(90_000);
  const restaurants = await allRestaurantDetails(request);
  const restaurant = restaurants.find((r) => r.orderTypes.some((t) => t.menuType === "dinein")) ?? restaurants[0]!;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const unknownReservation = "00000000-0000-4000-8000-000000000000";
  // The table's pages open from its QR code: with its token (decision 028), as the staff QR sheet shows it.
  const t4 = await tableQrCodeOf(request, restaurant.locationSlug, "T4").catch(() => null);
  const code = `?t=${t4?.tableToken ?? "none"}`;
  const paths = [
    `${base}/Reservation`,
    `${base}/reservation/${unknownReservation}`,
    `${base}/checkin`,
    `${base}/checkin/table/T4/details${code}`,
    `${base}/tableside/checkIn/T4${code}`,
    `/checkIn/${restaurant.locationSlug}/closed`,
    `/reservation/${restaurant.locationSlug}/closed`,
  ];
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      // The route table redirects an unknown path after the app starts: judge once its calls are done.
      await page.waitForLoadState("networkidle");
      // Something of the page itself is on screen (a heading, or a state's title) before it is judged.
      await expect(page.locator("main").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: MESSAGES.notFoundTitle })).toHaveCount(0);
      expect(new URL(page.url()).pathname, `${path} stayed off the not-found page`).not.toBe("/notFound");
    });
  }
});
