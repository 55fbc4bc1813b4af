import { DEFAULT_THEME } from "@forkful/contracts/constants";
import { expect, test } from "@playwright/test";
import { STORAGE_KEYS } from "../src/shared/lib/storage-keys";
import { openAsGuest } from "./support/auth";
import { findPickupTarget, placeOrderThroughApi } from "./support/orders";

/**
 * Issue 11: the app can be installed on a phone's home screen (web app manifest, icons, theme colour), and the
 * installed app opens on the active order when there is one.
 */
interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifestOf(page: import("@playwright/test").Page): Promise<Manifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  return answer.json();
}

test("the app is installable: a manifest with its icons, the theme colour and a home-screen icon", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "All restaurants" })).toBeVisible();
  const manifest = await manifestOf(page);
  expect(manifest).toMatchObject({ short_name: "Forkful", display: "standalone", theme_color: DEFAULT_THEME.primaryColor });
  expect(manifest.name).toContain("Forkful");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", manifest.theme_color);

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const icons = [...manifest.icons, { src: appleIcon!, sizes: "180x180", type: "image/png", purpose: "any" }];
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    "192x192 any",
    "192x192 maskable",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    // Each icon loads as an image of the size it claims.
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }
});

test("the installed app opens on the home page without an active order, on the order's tracker with one", async ({ page, request }) => {
  await page.goto("/notFound");
  const { start_url: startUrl } = await manifestOf(page);
  await page.goto(startUrl);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "All restaurants" })).toBeVisible();

  // An order this device placed and remembers as active (as the checkout does).
  const target = await findPickupTarget(request);
  const order = await placeOrderThroughApi(request, target, target.item, 1, { fullName: "Katherine Johnson" });
  await openAsGuest(page, order, "/notFound");
  await page.evaluate(({ key, entry }) => localStorage.setItem(key, JSON.stringify([entry])), {
    key: STORAGE_KEYS.activeOrders,
    entry: {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      merchantType: order.merchantType,
      locationSlug: order.locationSlug,
      expiryTime: Date.now() + 30 * 60_000,
    },
  });
  await page.goto(startUrl);
  await expect(page).toHaveURL(`/${order.merchantType}/${order.locationSlug}/tracker/${order.orderId}`);
  await expect(page.getByTestId("order-status")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`#${order.orderNumber}`);
});
