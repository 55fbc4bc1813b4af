import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { dinerPhone, findPickupTarget, staffOrders, staffToken } from "./support/orders";
import { payAtRestaurant } from "./support/payments";

test("a double click on Continue to payment places one order", async ({ page, request }) => {
  const target = await findPickupTarget(request);
  const { restaurant, item } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const name = `Double Click ${randomUUID().slice(0, 8)}`;
  const placements: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/order/customer/createOrder")) placements.push(r.url());
  });

  await page.goto(`${base}/menu/pickup/${item.slug}`);
  await page
    .getByRole("dialog", { name: item.itemName })
    .getByRole("button", { name: /Add to cart/ })
    .click();
  await page.goto(`${base}/checkOut`);
  await page.getByLabel("Full name").fill(name);
  const phone = dinerPhone(restaurant);
  await page.getByLabel("Country code").selectOption(phone.countryCode);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.national);
  const place = page.getByRole("button", { name: /Continue to payment/ });
  await expect(place).toBeEnabled();
  await place.dblclick();

  const orderId = await payAtRestaurant(page);
  await expect(page).toHaveURL(`${base}/tracker/${orderId}`);
  await expect(page.getByTestId("order-status")).toHaveText("In Queue");
  expect(placements).toHaveLength(1);
  const mine = (await staffOrders(request, await staffToken(request, restaurant.locationSlug))).filter((o) => o.fullName === name);
  expect(mine.map((o) => o.orderId)).toEqual([orderId]);
});
