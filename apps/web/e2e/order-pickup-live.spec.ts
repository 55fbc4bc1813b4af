import { formatMoney } from "@forkful/contracts/money";
import { OrderStatus } from "@forkful/contracts/order-status";
import { expect, type Page, test } from "@playwright/test";
import { pageToken } from "./support/auth";
import { addFromDishPage, menuCart, openCartFromMenu } from "./support/menu-cart";
import { dinerPhone, findPickupTarget, moveOrder, type OrderTarget, orderById, staffToken } from "./support/orders";
import { payAtRestaurant } from "./support/payments";

/** From the dish's page to the tracker: add, open the cart, check out as a guest, pay at the restaurant. Returns the order id. */
async function placeGuestOrder(page: Page, target: OrderTarget, name: string): Promise<string> {
  const { restaurant, item } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  await addFromDishPage(page, target);
  await expect(menuCart(page)).toContainText("1");
  await openCartFromMenu(page);

  await expect(page).toHaveURL(`${base}/cart`);
  await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible();
  await expect(page.getByTestId("cart-line")).toContainText(item.itemName);
  // The server's totals.
  await expect(page.getByTestId("order-total")).toBeVisible();
  await page.getByRole("link", { name: /Go to checkout/ }).click();

  await expect(page).toHaveURL(`${base}/checkOut`);
  await page.getByLabel("Full name").fill(name);
  const phone = dinerPhone(restaurant);
  await page.getByLabel("Country code").selectOption(phone.countryCode);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.national);
  if (!target.slots.asapAvailable) await expect(page.getByRole("radio", { name: /Schedule/ })).toBeChecked();
  await page.getByRole("button", { name: /Continue to payment/ }).click();

  const orderId = await payAtRestaurant(page);
  await expect(page).toHaveURL(`${base}/tracker/${orderId}`);
  return orderId;
}

test("a guest pickup order is tracked live as the kitchen moves it, then its receipt", async ({ page, request }) => {
  const target = await findPickupTarget(request);
  const { restaurant } = target;
  const orderId = await placeGuestOrder(page, target, "Grace Hopper");

  const status = page.getByTestId("order-status");
  // To be paid at the counter and not yet accepted: In Queue, with its place among the restaurant's waiting orders.
  await expect(status).toHaveText("In Queue");
  await expect(page.getByTestId("queue-place")).toHaveText(/(Next|\d+(st|nd|rd|th)) in the kitchen's queue/);
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  const placed = await orderById(request, orderId, await pageToken(page));
  expect(placed).toMatchObject({ fullName: "Grace Hopper", status: OrderStatus.Created, orderType: "pickup" });
  await expect(page.getByRole("main")).toContainText(formatMoney(placed.totals.total, placed.currency));
  await expect(page.getByRole("link", { name: /Call/ })).toHaveAttribute("href", `tel:${placed.locationPhone}`);

  // The page must not reload: a marker on window survives only if it stays the same document.
  await page.evaluate(() => {
    (window as unknown as { trackerMarker: string }).trackerMarker = "same page";
  });
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  const token = await staffToken(request, restaurant.locationSlug);
  await moveOrder(request, token, orderId, OrderStatus.Accepted);
  await expect(status).toHaveText("Accepted");
  await expect(page.getByTestId("queue-place")).toHaveCount(0);
  const progress = page.getByRole("list", { name: "Order progress" });
  await expect(progress.locator("[aria-current=step]")).toContainText("Accepted");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  await moveOrder(request, token, orderId, OrderStatus.BeingPrepared);
  await moveOrder(request, token, orderId, OrderStatus.Ready);
  await expect(status).toHaveText("Order Ready");
  await expect(progress.locator("[aria-current=step]")).toContainText("Ready for pickup");
  await expect(progress.locator("[data-state=done]")).toHaveCount(3);

  expect(await page.evaluate(() => (window as unknown as { trackerMarker?: string }).trackerMarker)).toBe("same page");
  expect(navigations).toEqual([]);

  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page).toHaveURL(`/${restaurant.merchantType}/${restaurant.locationSlug}/receipt/${orderId}`);
  const receipt = page.getByTestId("receipt");
  await expect(receipt).toContainText(`#${placed.orderNumber}`);
  await expect(receipt).toContainText("Order Ready");
  await expect(receipt).toContainText("Pay at the restaurant");
  await expect(receipt.getByTestId("order-total")).toHaveText(formatMoney(placed.totals.total, placed.currency));
  // Printing keeps the receipt and drops the page's bar and buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
  await expect(receipt).toBeVisible();
});
