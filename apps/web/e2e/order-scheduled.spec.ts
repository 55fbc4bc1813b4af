import { expect, test } from "@playwright/test";
import { dinerPhone, findPickupTarget, orderById } from "./support/orders";
import { payAtRestaurant } from "./support/payments";

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

  await page.getByRole("radio", { name: /Schedule/ }).check();
  const time = page.getByLabel("Ready at");
  await expect(time).toBeVisible();
  await time.selectOption(chosen.startsAt);
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
