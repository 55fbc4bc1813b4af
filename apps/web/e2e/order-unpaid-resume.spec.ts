import { randomUUID } from "node:crypto";
import { MESSAGES } from "@forkful/contracts/messages";
import { OrderStatus } from "@forkful/contracts/order-status";
import { expect, type Page, test } from "@playwright/test";
import { addFromDishPage } from "./support/menu-cart";
import { dinerPhone, findPickupTarget, moveOrder, type OrderTarget, staffToken } from "./support/orders";
import { onPaymentPage, payAtRestaurant } from "./support/payments";

/** From the dish's page to the payment page as a guest; answers the order's id. */
async function continueToPayment(page: Page, target: OrderTarget, name: string): Promise<string> {
  const { restaurant } = target;
  const base = await addFromDishPage(page, target);
  await page.goto(`${base}/cart`);
  await page
    .getByRole("link", { name: /Go to checkout/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${base}/checkOut`);
  await page.getByLabel("Full name").fill(name);
  const phone = dinerPhone(restaurant);
  await page.getByLabel("Country code").selectOption(phone.countryCode);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.national);
  await page
    .getByRole("button", { name: /Continue to payment/ })
    .filter({ visible: true })
    .click();
  return onPaymentPage(page);
}

test("an order created but not paid keeps its cart, is found again from anywhere, and says it waits for payment", async ({
  page,
  request,
}) => {
  // A long journey (checkout, Back, home, restaurant, tracker, payment, the kitchen's moves) on a shared machine.
  test.slow();
  const target = await findPickupTarget(request);
  const { restaurant, item } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const placements: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/order/customer/createOrder")) placements.push(r.url());
  });
  const orderId = await continueToPayment(page, target, `Unpaid ${randomUUID().slice(0, 8)}`);

  // The browser's Back: the checkout, with its dish; continuing again opens the same order's payment.
  await page.goBack();
  await expect(page).toHaveURL(`${base}/checkOut`);
  await expect(page.getByRole("main")).toContainText(item.itemName);
  await page
    .getByRole("button", { name: /Continue to payment/ })
    .filter({ visible: true })
    .click();
  expect(await onPaymentPage(page)).toBe(orderId);
  // The header's back arrow: the checkout too, the cart whole.
  await page.getByRole("link", { name: "Back to checkout" }).click();
  await expect(page).toHaveURL(`${base}/checkOut`);
  await expect(page.getByRole("main")).toContainText(item.itemName);
  expect(placements).toHaveLength(1);

  // Found again from home and from the restaurant's page.
  const banner = page.getByRole("complementary", { name: "Your current order" });
  for (const path of ["/", base]) {
    await page.goto(path);
    await expect(banner).toContainText(MESSAGES.waitingForPayment);
    await expect(banner).toContainText(restaurant.branchName);
  }
  await banner.getByRole("link").click();
  expect(await onPaymentPage(page)).toBe(orderId);
  await expect(banner).toHaveCount(0);

  // Its tracker: waiting for payment, Pay now on top, no ready time and nothing live.
  await page.goto(`${base}/tracker/${orderId}`);
  const status = page.getByRole("region", { name: "Order status" });
  await expect(page.getByTestId("order-status")).toHaveText(MESSAGES.waitingForPayment);
  await expect(status).not.toContainText("Ready around");
  await expect(status.getByRole("status")).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await status.getByRole("link", { name: "Pay now" }).click();
  expect(await payAtRestaurant(page)).toBe(orderId);
  await expect(page.getByTestId("order-status")).toHaveText("In Queue");
  expect(placements).toHaveLength(1);

  // Paid: the cart starts again, and the banner follows the order's status.
  await page.goto(`${base}/cart`);
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
  await expect(banner).toContainText("In Queue");
  const token = await staffToken(request, restaurant.locationSlug);
  await moveOrder(request, token, orderId, OrderStatus.Accepted);
  await page.goto(base);
  await expect(banner).toContainText("Accepted");

  // Ready: no time is promised for a step already reached.
  await moveOrder(request, token, orderId, OrderStatus.BeingPrepared);
  await moveOrder(request, token, orderId, OrderStatus.Ready);
  await banner.getByRole("link").click();
  await expect(page).toHaveURL(`${base}/tracker/${orderId}`);
  await expect(page.getByTestId("order-status")).toHaveText("Order Ready");
  await expect(page.getByTestId("order-promise")).toHaveText("Waiting for you at the counter");
  await expect(status).not.toContainText("Ready around");
});
