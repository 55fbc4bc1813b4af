/**
 * A diner joins the waitlist, gets a text with the link to their place, watches it move without a reload as the host
 * seats the parties ahead, is told the table is ready and answers the host.
 */
import { PARTY_ANSWER_SENT } from "@forkful/contracts/booking-texts";
import { expect, test } from "@playwright/test";
import { textsTo } from "./support/support-requests";
import { clearTheLine, freeTable, hostMove, hostToken, joinThroughApi, openWaitlists, partyPhone, staffWaitlist } from "./support/waitlist";

test("a guest joins the line third, is texted its link, moves to #2 and #1 as the parties ahead are seated, and answers 'table ready'", async ({
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
  const mine = await page.evaluate(() => window.localStorage.getItem("currentCheckinReservationId"));
  expect(mine).toBeTruthy();

  // The text in the dev SMS outbox: the place in line and the link back to it.
  const [joinedText] = await textsTo(request, `${phone.countryCode}${phone.national}`);
  expect(joinedText).toContain(`Grace Hopper, you're #3 in line at ${restaurant.branchName}`);
  const link = new URL(joinedText!.split(" ").at(-1)!);
  expect(link.pathname).toBe(`${base}/reservation/${mine}`);

  // The page must not reload: a marker on window survives only if it stays the same document.
  await page.evaluate(() => {
    (window as unknown as { waitlistMarker: string }).waitlistMarker = "same page";
  });

  await hostMove(request, token, first.reservationId, "seat", { tableId: await freeTable(request, token, first.guestCount) });
  await expect(page.getByText("You're #2 in line")).toBeVisible();
  await hostMove(request, token, second.reservationId, "seat", { tableId: await freeTable(request, token, second.guestCount) });
  await expect(page.getByText("You're #1 in line")).toBeVisible();
  await expect(page.getByText("No one is ahead of you")).toBeVisible();

  const table = await freeTable(request, token, 2);
  await hostMove(request, token, mine!, "notify", { tableId: table });
  await expect(page.getByRole("alert").filter({ hasText: "Your table is ready" })).toBeVisible();
  await expect(page.getByText(/^\d{1,2}:\d{2}$/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { waitlistMarker?: string }).waitlistMarker)).toBe("same page");

  // The party answers; the host reads it on the waitlist.
  await page.getByRole("button", { name: "On my way" }).click();
  await expect(page.getByText(PARTY_ANSWER_SENT.onMyWay)).toBeVisible();
  await expect
    .poll(async () => (await staffWaitlist(request, token)).waiting.find((b) => b.reservationId === mine)?.partyAnswer)
    .toBe("onMyWay");
  await page.getByRole("button", { name: "Need 5 more minutes" }).click();
  await expect(page.getByText(PARTY_ANSWER_SENT.needMoreTime)).toBeVisible();
  await expect(page.getByRole("button", { name: "Need 5 more minutes" })).toHaveAttribute("aria-pressed", "true");
  const answered = (await staffWaitlist(request, token)).waiting.find((b) => b.reservationId === mine);
  expect(answered).toMatchObject({ partyAnswer: "needMoreTime" });
  expect(Date.parse(answered!.answerBy!) - Date.parse(answered!.notifiedAt!)).toBe(15 * 60_000);

  // The text's link opens the same live place (on this device, where the guest's session is).
  await page.goto(`${link.pathname}`);
  await expect(page.getByRole("alert").filter({ hasText: "Your table is ready" })).toBeVisible();
  await expect(page.getByText(PARTY_ANSWER_SENT.needMoreTime)).toBeVisible();

  // Back on /checkin later: the check-in, not the form.
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Your table is ready" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Join the waitlist" })).toHaveCount(0);
});
