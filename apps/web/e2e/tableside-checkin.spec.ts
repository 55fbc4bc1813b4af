/** A diner scans a table's QR code, checks in as a guest, is seated there and orders from the table's menu. */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { expect, test } from "@playwright/test";
import { allRestaurantDetails } from "./support/api";
import { freeDineInTable } from "./support/tables";
import { partyPhone } from "./support/waitlist";

test("a guest checks in at a table from its link, lands on its menu, and the table is theirs", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const nth = testInfo.project.name === "desktop" ? 1 : 0;
  const { restaurant, tableId, tableName, sectionName, tableToken } = await freeDineInTable(request, nth);
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  // The table's QR code for checking in there: its token (from the staff QR sheet) rides along (decision 028).
  const tableside = `${base}/tableside/checkIn/${tableId}?t=${tableToken}`;
  // One active check-in per phone: a number of this run's own, of the restaurant's country.
  const phone = partyPhone(restaurant, nth);
  const mobile = `${phone.countryCode} ${phone.national}`;

  await page.goto(tableside);
  await expect(page.getByRole("heading", { level: 1, name: tableName })).toBeVisible();
  // The code is kept for the visit, off the address.
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByText(sectionName).first()).toBeVisible();
  await expect(page.getByText(restaurant.branchName, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "More guests" }).click();
  await expect(page.getByText("3 guests")).toBeVisible();
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Check in at this table" }).click();

  await expect(page).toHaveURL(`${base}/table/${tableId}/menu/dinein`);
  await expect(page.getByText(`${tableName} · ${sectionName}`)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("checkinTableId"))).toBe(tableId);
  expect(await page.evaluate(() => window.localStorage.getItem("currentCheckinReservationId"))).toBeTruthy();

  await page.goto(`${base}/checkin/table/${tableId}/details`);
  await expect(page.getByText("You're seated at this table")).toBeVisible();
  await expect(page.getByText(/Grace Hopper, party of 3 · since \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Check in at this table" })).toHaveCount(0);

  // The tableside link again (a reload keeps the code): the party goes straight to its menu, with no second form.
  await page.goto(`${base}/tableside/checkIn/${tableId}`);
  await expect(page.getByText("You're seated at this table")).toBeVisible();
  await page.getByRole("link", { name: "See the menu" }).click();
  await expect(page).toHaveURL(`${base}/table/${tableId}/menu/dinein`);

  // Another diner scanning the same table is told it is taken, and never who sits there.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const stranger = await other.newPage();
  await stranger.goto(tableside);
  await expect(stranger.getByText(BOOKING_REFUSALS.tableTaken)).toBeVisible();
  await expect(stranger.getByRole("button", { name: "Check in at this table" })).toHaveCount(0);
  await expect(stranger.getByText("Grace Hopper")).toHaveCount(0);
  await other.close();
});

test("a table link that names no table says so and leads back to the restaurant", async ({ page, request }) => {
  const [restaurant] = await allRestaurantDetails(request);
  if (!restaurant) throw new Error("No seeded restaurant");
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  // A code that names no table of the restaurant (an old card of another restaurant's, a typo).
  await page.goto(`${base}/tableside/checkIn/T999?t=a-code-of-no-table`);
  await expect(page.getByText("No such table", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Go to the restaurant" }).click();
  await expect(page).toHaveURL(base);
});
