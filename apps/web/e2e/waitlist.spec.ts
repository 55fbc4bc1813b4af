/** A diner joins the waitlist and watches their place move, without a reload, as the host seats the parties ahead. */
import { expect, test } from "@playwright/test";
import { clearTheLine, freeTable, hostMove, hostToken, joinThroughApi, openWaitlists, partyPhone } from "./support/waitlist";

test("a guest joins the line third, moves to #2 and #1 as the host seats the parties ahead, and is told the table is ready", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const open = await openWaitlists(request);
  // The line is open only in opening hours; the demo restaurants' hours (India and New York) cover every hour of the
  // day, so none open is a failure. Each project takes its own restaurant when two are open (locally the projects run
  // at once against one server; CI runs them one after the other, and each clears its line first).
  expect(open.length, "a seeded restaurant taking online check-ins now").toBeGreaterThan(0);
  const restaurant = open[(testInfo.project.name === "desktop" ? 1 : 0) % open.length]!;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const token = await hostToken(request, restaurant.locationSlug);
  await clearTheLine(request, token);

  const first = await joinThroughApi(request, restaurant, "Ada Lovelace", 1);
  const second = await joinThroughApi(request, restaurant, "Alan Turing", 2);

  await page.goto(`${base}/checkin`);
  await expect(page.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
  await expect(page.getByText("2 parties waiting")).toBeVisible();
  await page.getByLabel("Full name").fill("Grace Hopper");
  const phone = partyPhone(restaurant, 3);
  await page.getByLabel("Country code").selectOption(phone.countryCode);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.national);
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByText("You're #3 in line")).toBeVisible();
  await expect(page.getByText("2 parties ahead of you")).toBeVisible();

  // The page must not reload: a marker on window survives only if it stays the same document.
  await page.evaluate(() => {
    (window as unknown as { waitlistMarker: string }).waitlistMarker = "same page";
  });

  await hostMove(request, token, first.reservationId, "seat", { tableId: await freeTable(request, token, first.guestCount) });
  await expect(page.getByText("You're #2 in line")).toBeVisible();
  await hostMove(request, token, second.reservationId, "seat", { tableId: await freeTable(request, token, second.guestCount) });
  await expect(page.getByText("You're #1 in line")).toBeVisible();
  await expect(page.getByText("No one is ahead of you")).toBeVisible();

  const mine = await page.evaluate(() => window.localStorage.getItem("currentCheckinReservationId"));
  expect(mine).toBeTruthy();
  const table = await freeTable(request, token, 2);
  await hostMove(request, token, mine!, "notify", { tableId: table });
  await expect(page.getByRole("alert").filter({ hasText: "Your table is ready" })).toBeVisible();
  await expect(page.getByText(/^\d{1,2}:\d{2}$/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { waitlistMarker?: string }).waitlistMarker)).toBe("same page");

  // Back on /checkin later: the check-in, not the form.
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Your table is ready" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Join the waitlist" })).toHaveCount(0);
});
