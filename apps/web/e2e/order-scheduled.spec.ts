import { expect, test } from "@playwright/test";
import { dinerPhone, findPickupTarget, orderById } from "./support/orders";
import { payAtRestaurant } from "./support/payments";
import { scheduleFor, scheduleSummary, slotText } from "./support/schedule";

test("a pickup order scheduled for a chosen time", async ({ page, request }) => {
  const target = await findPickupTarget(request, { asap: "never" });
  const { restaurant, item, slots } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const chosen = slots.slots[1]!;

  await page.goto(`${base}/menu/pickup/${item.slug}`);
  await page
    .getByRole("dialog", { name: item.itemName })
    .getByRole("button", { name: /Add to cart/ })
    .click();
  await page.goto(`${base}/checkOut`);
  await page.getByLabel("Full name").fill("Katherine Johnson");
  const phone = dinerPhone(restaurant);
  await page.getByLabel("Country code").selectOption(phone.countryCode);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.national);

  const schedule = page.getByRole("radio", { name: /Schedule/ });
  if (target.slots.asapAvailable) {
    await schedule.check();
  } else {
    // Closed now: the checkout chose Schedule and its first time for the diner, folded to one line; Change opens it.
    await expect(schedule).toBeChecked();
    await scheduleSummary(page).click();
  }
  // The picker opens on the first time: its day's times are one radio group, walked with the arrow keys.
  await expect(scheduleSummary(page)).toHaveAttribute("aria-expanded", "true");
  const first = slots.slots[0]!;
  const times = page.getByRole("group", { name: "Time" });
  await expect(times.getByRole("radio", { name: slotText(first, restaurant.timeZoneCd), exact: true })).toBeChecked();
  const sameDay = slots.slots.filter((slot) => slot.date === first.date);
  if (sameDay.length >= 2) {
    await times.getByRole("radio", { checked: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(times.getByRole("radio", { name: slotText(sameDay[1]!, restaurant.timeZoneCd), exact: true })).toBeChecked();
  }

  // Folded, the schedule names the day as well as the time, on the restaurant's clock.
  const shown = await scheduleFor(page, chosen, restaurant.timeZoneCd);
  expect(shown).toMatch(/^(Today|Tomorrow|[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}), \d{1,2}:\d{2} [AP]M$/);
  await expect(page.getByTestId("schedule-summary")).toHaveText(shown);
  await expect(scheduleSummary(page)).toBeFocused();
  await page.getByRole("button", { name: /Continue to payment/ }).click();

  const orderId = await payAtRestaurant(page);
  await expect(page).toHaveURL(`${base}/tracker/${orderId}`);
  // Paid at the counter, waiting for the restaurant: In Queue, with no place among the orders for now.
  await expect(page.getByTestId("order-status")).toHaveText("In Queue");
  await expect(page.getByTestId("queue-place")).toHaveCount(0);
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  const order = await orderById(request, orderId);
  expect(order.orderTimeASAP).toBe(false);
  expect(order.scheduledAt && new Date(order.scheduledAt).toISOString()).toBe(chosen.startsAt);
});
