import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { MESSAGES } from "@forkful/contracts/messages";
import { expect, test } from "@playwright/test";
import { chooseSuggestion } from "./support/addresses";
import { allRestaurantDetails } from "./support/api";
import { createAccount, openSignedIn, storedSession } from "./support/auth";

test("a password set in the profile signs the diner in after signing out", async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await createAccount(request, { fullName: "Grace Hopper" });
  const password = "harbour-lights-42";

  await openSignedIn(page, account, "/account/Profile");
  await page.getByRole("button", { name: "Set a password" }).click();
  await expect(page.getByLabel("Current password", { exact: true })).toHaveCount(0);
  await page.getByLabel("New password", { exact: true }).fill("short1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("short1");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText(AUTH_TEXTS.passwordWeak).last()).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password saved" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change password" })).toBeVisible();

  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out" }).click();
  expect((await storedSession(page)).length).toBe(0);

  await page.getByRole("button", { name: "Sign in" }).first().click();
  const sheet = page.getByRole("dialog", { name: "Sign in" });
  await sheet.getByRole("tab", { name: "Password" }).click();
  await sheet.getByLabel("Username, email or mobile number").fill(account.mobilePhone);
  await sheet.getByRole("textbox", { name: "Password", exact: true }).fill("not-the-password-1");
  await sheet.getByRole("button", { name: "Sign in" }).click();
  await expect(sheet.getByRole("alert")).toHaveText(MESSAGES.signInNoUser);
  const refusedBy = Date.now(); // the refused sign-in started before this

  // A second sign-in inside the auth throttle window (spec §9) waits on its button, the old error gone, and is sent then.
  await sheet.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  let loginCalls = 0;
  let sentAt = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/customer/login/v2")) {
      loginCalls++;
      sentAt = Date.now();
    }
  });
  await sheet.getByRole("button", { name: "Sign in" }).click();
  await expect(sheet.getByRole("button", { name: /^Sending in [1-5] s…$/ })).toBeDisabled();
  await expect(sheet.getByRole("alert")).toBeHidden();
  await expect(sheet.getByText(MESSAGES.startThrottled)).toBeHidden();
  expect(loginCalls).toBe(0);

  await expect(sheet).toBeHidden({ timeout: START_THROTTLE_MS.auth + 5000 });
  expect(sentAt).toBeGreaterThanOrEqual(refusedBy);
  await expect(page.getByRole("link", { name: "Account: Grace Hopper" })).toBeVisible();
  expect(loginCalls).toBe(1);
  expect((await storedSession(page)).userId).toBe(account.customerId);
});

test("a signed-in diner keeps a favourite restaurant and a delivery address; a signed-out one is asked to sign in", async ({
  page,
  request,
}) => {
  const [restaurant] = await allRestaurantDetails(request);
  const home = `/${restaurant!.merchantType}/${restaurant!.locationSlug}`;

  await page.goto(home);
  await page.getByRole("button", { name: `Save ${restaurant!.merchantName} to favourites` }).click();
  const sheet = page.getByRole("dialog", { name: "Sign in" });
  await expect(sheet.getByText(MESSAGES.signInForFavourites)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  const account = await createAccount(request, { fullName: "Alan Turing" });
  await openSignedIn(page, account, home);
  const heart = page.getByRole("button", { name: `Save ${restaurant!.merchantName} to favourites` });
  await heart.click();
  await expect(page.getByRole("button", { name: `Remove ${restaurant!.merchantName} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto(`${home}/account/Favorites`);
  await expect(page.getByRole("main").getByRole("link", { name: restaurant!.merchantName })).toBeVisible();
  await page.getByRole("button", { name: `Remove ${restaurant!.merchantName} from favourites` }).click();
  await expect(page.getByText(MESSAGES.noFavourites)).toBeVisible();

  // An address, its pin placed by a suggestion (no device position in the test browser).
  await page.goto(`${home}/account/DeliveryAddress`);
  await expect(page.getByText(MESSAGES.noAddresses)).toBeVisible();
  await page.getByRole("button", { name: "Add an address" }).click();
  await page.getByRole("button", { name: "Home", exact: true }).click();
  await chooseSuggestion(page, "221 Market Street", /221 Market Street/);
  await page.getByLabel("Apartment, floor (optional)").fill("Apartment 2");
  await page.getByRole("button", { name: "Save address" }).click();
  const saved = page.getByRole("listitem").filter({ hasText: "221 Market Street, Apartment 2" });
  await expect(saved).toContainText("Home");
  await page.reload();
  await expect(saved).toBeVisible();
});
