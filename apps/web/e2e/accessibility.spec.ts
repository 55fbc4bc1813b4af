import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { contrastRatio } from "../src/shared/lib/contrast";
import { createAccount, openAsGuest, openSignedIn } from "./support/auth";
import { addFromDishPage } from "./support/menu-cart";
import { findPickupTarget, placeOrderThroughApi } from "./support/orders";

/**
 * Issue 11: an automated accessibility scan (axe, WCAG 2.1 A and AA) of every page finds nothing, at 390 px and at
 * 1280 px. Each page is scanned once it shows its content; every page's violations are reported, not only the first.
 */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** "color-contrast (serious): Elements must meet …" and, under it, each element with what to fix. */
function readable(violation: Violation): string {
  const nodes = violation.nodes.map(
    (n) => `  ${n.html.slice(0, 160)}
    ${n.failureSummary?.replaceAll("\n", "\n    ")}`,
  );
  return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join("\n")}`;
}

/** Scans the page as it is now; a page with violations fails the test at its end, each listed readably. */
async function scan(page: Page, name: string): Promise<void> {
  // Let sheets and dialogs finish rising: a half-faded element has a contrast it never keeps.
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect.soft(violations.map(readable), `axe on ${name} (${new URL(page.url()).pathname})`).toEqual([]);
}

/** The outline the focused element's card draws, and the page behind the card, as #rrggbb (any CSS colour read back). */
async function focusedCardRing(page: Page) {
  return page.evaluate(() => {
    const paint = document.createElement("canvas").getContext("2d")!;
    const read = (colour: string) => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = colour;
      paint.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
      return { hex: `#${[r, g, b].map((c) => c!.toString(16).padStart(2, "0")).join("")}`, opaque: a === 255 };
    };
    const card = document.activeElement?.closest("article");
    if (!card) return null;
    let page = "#ffffff";
    for (let element = card.parentElement; element; element = element.parentElement) {
      const behind = read(getComputedStyle(element).backgroundColor);
      if (behind.opaque) {
        page = behind.hex;
        break;
      }
    }
    const style = getComputedStyle(card);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), colour: read(style.outlineColor).hex, page };
  });
}

test("restaurant pages: list, city, home, details, menu, info, explore, item, not found, contactless, sign-in", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { restaurant, item } = await findPickupTarget(request);
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(restaurant.merchantName) }).first()).toBeVisible();
  await scan(page, "restaurant list");

  // A restaurant card reached with the keyboard draws a ring that stands out from the page (WCAG 2.4.7, 1.4.11).
  for (let tabs = 0; tabs < 40 && !(await page.evaluate(() => Boolean(document.activeElement?.closest("article")))); tabs++) {
    await page.keyboard.press("Tab");
  }
  const ring = await focusedCardRing(page);
  expect(ring, "a restaurant card takes the keyboard focus").not.toBeNull();
  expect(ring!.style).toBe("solid");
  expect(ring!.width).toBeGreaterThanOrEqual(2);
  expect(contrastRatio(ring!.colour, ring!.page)).toBeGreaterThanOrEqual(3);

  await page.getByRole("button", { name: "Sign in" }).first().click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await scan(page, "sign-in sheet");

  await page.goto(`/restaurants/city/${encodeURIComponent(restaurant.city)}`);
  await expect(page.getByRole("link", { name: new RegExp(restaurant.merchantName) }).first()).toBeVisible();
  await scan(page, "restaurants of a city");

  await page.goto(base);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await scan(page, "restaurant home");

  await page.goto(`${base}/details`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await scan(page, "restaurant details");

  await page.goto(`${base}/menu/pickup`);
  await expect(page.getByText(item.itemName).first()).toBeVisible({ timeout: 15_000 });
  await scan(page, "menu");
  // Each section's heading is its name alone; the subtitle beside it is read apart.
  await expect(page.getByRole("heading", { level: 2, name: "Popular", exact: true })).toBeVisible();

  await page.goto(`${base}/menu/pickup/restaurantinfo`);
  await expect(page.getByRole("dialog", { name: restaurant.merchantName })).toBeVisible();
  await scan(page, "restaurant info");

  await page.goto(`${base}/menu/pickup/exploremenu`);
  await expect(page.getByRole("dialog", { name: "Explore the menu" })).toBeVisible();
  await scan(page, "explore the menu");

  await page.goto(`${base}/menu/pickup/${item.slug}`);
  await expect(page.getByRole("dialog", { name: item.itemName })).toBeVisible();
  await scan(page, "item dialog");

  await page.goto("/notFound");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await scan(page, "not found");

  await page.goto(`${base}/table/T4/menu/dinein/contactlessdinein/landing`);
  await expect(page.getByRole("heading", { level: 1, name: /Welcome to/ })).toBeVisible();
  await scan(page, "contactless dine-in landing");
});

/** Keys from where the focus is to the cart beside the menu: Tab, and Enter on "Skip to cart". */
async function keysToCart(page: Page): Promise<number> {
  for (let keys = 0; keys < 150; keys++) {
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (active?.closest("[data-testid=cart-panel], [data-testid=cart-bar]")) return "cart";
      return active?.textContent === "Skip to cart" ? "skip" : "elsewhere";
    });
    if (where === "cart") return keys;
    await page.keyboard.press(where === "skip" ? "Enter" : "Tab");
  }
  return Number.POSITIVE_INFINITY;
}

test("ordering pages: cart with a line, checkout, payment, tracker, receipt", async ({ page, request }) => {
  test.setTimeout(120_000);
  const target = await findPickupTarget(request);
  const { restaurant, item } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;

  const menu = await addFromDishPage(page, target);
  // From the dish to the cart: Tab, and Enter on "Skip to cart" (98 Tabs on a wide screen before there was one).
  expect(await keysToCart(page)).toBeLessThanOrEqual(2);
  await scan(page, "menu with the cart bar");
  await page.goto(`${menu}/menu/pickup`);
  await expect(page.getByText(item.itemName).first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to cart" });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.width > 40 && box.height > 20 && box.y >= 0, "the skip link shows once focused").toBe(true);
  await scan(page, "menu with the skip link");
  await page.keyboard.press("Enter");
  await expect(page.locator("#cart-panel, #cart-bar").filter({ visible: true })).toBeFocused();

  await page.goto(`${base}/cart`);
  await expect(page.getByTestId("cart-line")).toContainText(item.itemName);
  await expect(page.getByRole("region", { name: "Order total" })).toBeVisible();
  await scan(page, "cart with a line");

  await page.goto(`${base}/checkOut`);
  await expect(page.getByLabel("Full name")).toBeVisible();
  await scan(page, "checkout");

  const order = await placeOrderThroughApi(request, target, item, 1, { fullName: "Audre Lorde" });
  await openAsGuest(page, order, `${base}/order/${order.orderId}/placeOrder/payment`);
  await expect(page.getByRole("heading", { name: "Payment", exact: true })).toBeVisible();
  await expect(page.locator('iframe[title="Card details"]')).toBeVisible();
  await scan(page, "payment");

  await page.goto(`${base}/tracker/${order.orderId}`);
  await expect(page.getByTestId("order-status")).toBeVisible();
  await scan(page, "tracker");

  await page.goto(`${base}/receipt/${order.orderId}`);
  await expect(page.getByTestId("receipt")).toBeVisible();
  await scan(page, "receipt");
});

test("account pages, signed in", async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, { fullName: "Grace Hopper" });
  const headings: Record<string, RegExp> = {
    "": /account/i,
    Profile: /Profile/,
    Favorites: /Favou?rites/,
    DeliveryAddress: /address/i,
    Cards: /card/i,
    MyOrders: /orders/i,
    policies: /Policies/,
    FAQ: /FAQ/,
  };
  let first = true;
  for (const [section, heading] of Object.entries(headings)) {
    const path = section ? `/account/${section}` : "/account";
    if (first) await openSignedIn(page, account, path);
    else await page.goto(path);
    first = false;
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    await expect(page.getByText("Sign in to see your account")).toHaveCount(0);
    await scan(page, `account ${section || "home"}`);
  }
});
