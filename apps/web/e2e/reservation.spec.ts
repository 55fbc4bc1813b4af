/**
 * A guest reserves a table for tomorrow, reads the confirmation (and its text, whose link opens it), changes its time
 * and party size, then cancels it: a text for each.
 */
import { CANCEL_REASONS } from "@forkful/contracts/booking-states";
import { expect, test } from "@playwright/test";
import { restaurantWithTablesTomorrow } from "./support/reservations";
import { textsTo } from "./support/support-requests";

test("a guest reserves a table for 4 tomorrow, changes it to another time for 5, then cancels it with a reason", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const restaurant = await restaurantWithTablesTomorrow(request, testInfo.project.name === "desktop" ? 1 : 0);
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  // One reservation per phone per day: a number of this run's own.
  const tail = String(Date.now() % 10_000).padStart(4, "0");
  const mobile = `+1 212 555 ${tail}`;
  const texts = () => textsTo(request, `+1212555${tail}`);

  await page.goto(base);
  await page.getByRole("link", { name: "Reserve a table" }).click();
  await expect(page).toHaveURL(`${base}/Reservation`);
  await expect(page.getByRole("heading", { level: 1, name: "Reserve a table" })).toBeVisible();

  await page.getByRole("button", { name: "More guests" }).click();
  await page.getByRole("button", { name: "More guests" }).click();
  await expect(page.getByText("4 guests", { exact: true })).toBeVisible();
  // The day, then the time: radio groups whose options read their day ("Tomorrow, Sat 29 Nov", "Tomorrow, 6:15 PM").
  const tomorrow = page.getByRole("group", { name: "Day" }).getByRole("radio", { name: /^Tomorrow, [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}$/ });
  await tomorrow.check();
  const times = page.getByRole("group", { name: "Time" });
  const firstFree = times.getByRole("radio", { name: /^Tomorrow, \d{1,2}:\d{2} [AP]M$/ }).first();
  const firstTime = ((await firstFree.getAttribute("aria-label")) ?? "").replace("Tomorrow, ", "");
  await firstFree.check();
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Reserve" }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/reservation/[0-9a-f-]{36}$`));
  await expect(page.getByTestId("reservation-status")).toHaveText("Reserved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Table for 4 at ${restaurant.branchName}`);
  await expect(page.getByText(new RegExp(`^${firstTime} \\(`))).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", /^data:text\/calendar/);
  const reservationId = page.url().split("/").at(-1);
  expect(await page.evaluate(() => window.localStorage.getItem("currentCheckinReservationId"))).toBe(reservationId);

  // The confirmation text in the dev SMS outbox: when, and the link back to this page, which opens it.
  const [booked] = await texts();
  expect(booked).toContain(`Ada Lovelace, your table for 4 guests at ${restaurant.branchName} is booked for`);
  expect(booked).toContain(firstTime);
  const link = new URL(booked!.split(" ").at(-1)!);
  expect(link.pathname).toBe(`${base}/reservation/${reservationId}`);
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Table for 4 at ${restaurant.branchName}`);

  // Another time and a bigger party: the same pickers, the reservation's own table counted free.
  await page.getByRole("button", { name: "Change" }).click();
  const change = page.getByRole("dialog", { name: "Change reservation" });
  await change.getByRole("button", { name: "More guests" }).click();
  await expect(change.getByText("5 guests", { exact: true })).toBeVisible();
  await expect(change.getByRole("group", { name: "Day" }).getByRole("radio", { name: /^Tomorrow, / })).toBeChecked();
  const lastFree = change
    .getByRole("group", { name: "Time" })
    .getByRole("radio", { name: /^Tomorrow, \d{1,2}:\d{2} [AP]M$/ })
    .last();
  const newTime = ((await lastFree.getAttribute("aria-label")) ?? "").replace("Tomorrow, ", "");
  expect(newTime).not.toBe(firstTime);
  await lastFree.check();
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Table for 5 at ${restaurant.branchName}`);
  await expect(page.getByText(new RegExp(`^${newTime} \\(`))).toBeVisible();

  // A reload reads it back from the server, changed.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Table for 5 at ${restaurant.branchName}`);

  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel reservation" });
  await cancel.getByRole("button", { name: CANCEL_REASONS[0] }).click();
  await cancel.getByRole("button", { name: "Cancel reservation" }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByTestId("reservation-status")).toHaveText("Reservation cancelled");
  await expect(page.getByText(`Reason: ${CANCEL_REASONS[0]}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Change" })).toHaveCount(0);

  // One text for each: booked, changed, cancelled (newest first), each with the same link.
  const all = await texts();
  expect(all).toHaveLength(3);
  expect(all[0]).toContain("is cancelled");
  expect(all[1]).toContain(`is now for 5 guests on`);
  expect(all.every((text) => text.endsWith(link.href))).toBe(true);
});
