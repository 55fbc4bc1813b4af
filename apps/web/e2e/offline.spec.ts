import { MESSAGES } from "@forkful/contracts/messages";
import { expect, test } from "@playwright/test";
import { openAsGuest } from "./support/auth";
import { findPickupTarget, placeOrderThroughApi } from "./support/orders";

test("offline shows the no-internet screen, online shows the app again, Retry reloads", async ({ page, context }) => {
  await page.goto("/");
  const app = page.getByRole("heading", { level: 1, name: "All restaurants" });
  const offline = page.getByRole("heading", { level: 1, name: MESSAGES.offlineTitle });
  await expect(app).toBeVisible();

  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await expect(page.getByText(MESSAGES.offlineBody)).toBeVisible();
  await expect(app).toBeHidden();
  await expect(page.getByText(MESSAGES.offlineLastLoadedOrder)).toHaveCount(0);

  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(app).toBeVisible();

  // The page believes it is offline while the network is in fact back: Retry reloads the page into the app.
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
    window.dispatchEvent(new Event("offline"));
  });
  await expect(offline).toBeVisible();
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Retry" }).click()]);
  await expect(app).toBeVisible();
  await expect(offline).toBeHidden();
});

test("a tracker and a receipt already loaded stay readable offline, under a banner, order number and all", async ({
  page,
  context,
  request,
}) => {
  const target = await findPickupTarget(request);
  const order = await placeOrderThroughApi(request, target, target.item, 1, { fullName: "Ada Lovelace" });
  const base = `/${order.merchantType}/${order.locationSlug}`;
  const banner = page.getByRole("status").filter({ hasText: MESSAGES.offlineLastLoadedOrder });
  const noInternet = page.getByRole("heading", { level: 1, name: MESSAGES.offlineTitle });

  for (const [path, orderView] of [
    [`${base}/tracker/${order.orderId}`, page.getByTestId("order-status")],
    [`${base}/receipt/${order.orderId}`, page.getByTestId("receipt")],
  ] as const) {
    await openAsGuest(page, order, path);
    await expect(orderView).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`#${order.orderNumber}`);

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(noInternet).toHaveCount(0);
    // What the diner shows at the counter is still on screen.
    await expect(orderView).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`#${order.orderNumber}`);

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(orderView).toBeVisible();
  }
});
