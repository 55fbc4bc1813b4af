/** The checkout's schedule as a diner works it: open the one-line summary, pick the day, then the time, by their names. */
import { expect, type Page } from "@playwright/test";
import { dayAndTimeInZone, dayOption, todayInZone } from "../../src/shared/lib/zone-days";
import type { Slots } from "./orders";

type Slot = Slots["slots"][number];

/** The collapsed schedule: "Ready at Tomorrow, 6:00 PM" (Delivered or Served for those orders). */
export const scheduleSummary = (page: Page) => page.getByRole("button", { name: /^(Ready|Delivered|Served) at / });

/** What the summary says for a slot, on the restaurant's clock: "Tomorrow, 6:00 PM". */
export const slotText = (slot: Slot, timeZone: string) => dayAndTimeInZone(new Date(slot.startsAt), timeZone);

/** Schedules the checkout's order for `slot` (Schedule already chosen) and folds the picker; answers the summary's text. */
export async function scheduleFor(page: Page, slot: Slot, timeZone: string): Promise<string> {
  const summary = scheduleSummary(page);
  if ((await summary.getAttribute("aria-expanded")) !== "true") await summary.click();
  const day = dayOption(slot.date, todayInZone(timeZone)).name;
  await page.getByRole("group", { name: "Day" }).getByRole("radio", { name: day, exact: true }).check();
  const text = slotText(slot, timeZone);
  await page.getByRole("group", { name: "Time" }).getByRole("radio", { name: text, exact: true }).check();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(summary).toHaveAttribute("aria-expanded", "false");
  return text;
}
