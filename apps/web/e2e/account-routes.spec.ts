import { expect, test } from "@playwright/test";
import { allRestaurantDetails } from "./support/api";
import { isMobileProject } from "./support/auth";

/**
 * Spec §2: the account sub-pages are pages of their own on mobile; on desktop they are the account page with its side
 * menu and the section beside it. /{merchantType}/{merchantSlug}/PrivacyPolicy is the privacy policy on mobile and
 * the account page on desktop; the order summary is a page on every device. Signed out, policies and FAQ are readable.
 */
test("account sub-pages: their own page on mobile, the account page with the section on desktop", async ({ page, request }, info) => {
  const mobile = isMobileProject(info.project.name);
  const [restaurant] = await allRestaurantDetails(request);
  const base = `/${restaurant!.merchantType}/${restaurant!.locationSlug}`;
  const sideMenu = page.getByRole("navigation", { name: "Account" });

  await page.goto("/account/FAQ");
  await expect(page.getByText("How do I sign in?")).toBeVisible();
  if (mobile) {
    await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
    await expect(sideMenu).toHaveCount(0);
    await page.getByRole("link", { name: "Back to account" }).click();
    await expect(page).toHaveURL("/account");
    await expect(sideMenu.getByRole("link", { name: /FAQ/ })).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "FAQ" })).toBeVisible();
    await expect(sideMenu.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await sideMenu.getByRole("link", { name: "Policies" }).click();
    await expect(page).toHaveURL("/account/policies");
    await expect(page.getByRole("heading", { level: 2, name: "Policies" })).toBeVisible();
  }

  // A restaurant's cancellation policy, under the restaurant.
  await page.goto(`${base}/account/policies/CancellationPolicy`);
  await expect(page.getByText(restaurant!.cancellationPolicy)).toBeVisible();
  await expect(page.getByRole("heading", { level: mobile ? 1 : 2, name: "Cancellation policy" })).toBeVisible();

  await page.goto(`${base}/PrivacyPolicy`);
  await expect(page.getByRole("heading", { level: mobile ? 1 : 2, name: "Privacy policy" })).toBeVisible();
  if (mobile) await expect(sideMenu).toHaveCount(0);
  else await expect(sideMenu.getByRole("link", { name: "Policies" })).toHaveAttribute("aria-current", "page");

  // Sections of an account ask a signed-out diner to sign in.
  await page.goto("/account/Profile");
  await expect(page.getByText("Sign in to see your account")).toBeVisible();
  if (!mobile) await expect(sideMenu.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).last().click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The order summary is a page on every device.
  await page.goto("/account/MyOrders/OrderSummary/ORD-1");
  await expect(page.getByRole("heading", { level: 1, name: "Order summary" })).toBeVisible();
  await expect(sideMenu).toHaveCount(0);

  await page.goto("/account/Wallet");
  await expect(page).toHaveURL("/notFound");
});
