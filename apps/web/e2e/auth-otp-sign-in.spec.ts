import { expect, test } from "@playwright/test";
import { STORAGE_KEYS } from "../src/shared/lib/storage-keys";
import { allRestaurantDetails } from "./support/api";
import { freshUsNumber, nationalNumber, readCode, storedSession } from "./support/auth";

const GTM = "https://www.googletagmanager.com/";

test("a new number signs up with the code from the SMS, stays signed in across a reload, and signing out clears local storage", async ({
  page,
  request,
}) => {
  await page.route(`${GTM}**`, (route) => route.abort());
  // The restaurant with a tag manager: signing in there tells its data layer who signed in (spec §6).
  const restaurant = (await allRestaurantDetails(request)).find((r) => r.uiFeatureFlags.googleTag);
  expect(restaurant, "a seeded restaurant with a tag manager").toBeDefined();
  const home = `/${restaurant!.merchantType}/${restaurant!.locationSlug}`;
  const mobilePhone = freshUsNumber();

  await page.goto(home);
  await expect(page.getByRole("heading", { level: 1, name: restaurant!.merchantName })).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();
  const sheet = page.getByRole("dialog", { name: "Sign in" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("tab", { name: "Mobile number" })).toHaveAttribute("aria-selected", "true");

  // The country follows a typed +91 number as it is typed; the default is +1.
  const country = sheet.getByLabel("Country code");
  const number = sheet.getByRole("textbox", { name: "Mobile number" });
  await expect(country).toHaveValue("+1");
  await number.fill("+91 98765 43210");
  await expect(country).toHaveValue("+91");
  await country.selectOption("+1");
  await number.fill(nationalNumber(mobilePhone));

  const sentAt = Date.now();
  await sheet.getByRole("button", { name: "Send code" }).click();
  await expect(sheet.getByText(/Resend code in 0:\d\d/)).toBeVisible();
  // Sending the code says nothing about the number: only the right code reveals that it is new.
  await expect(sheet.getByText("New here? Create your account")).toBeHidden();
  const code = await readCode(request, mobilePhone, sentAt);
  await sheet.getByLabel("6-digit code").fill(code);
  await sheet.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(sheet.getByText("New here? Create your account")).toBeVisible();
  await expect(sheet.getByLabel("6-digit code")).toHaveValue(code);
  await sheet.getByLabel("Full name").fill("Ada Lovelace");
  await sheet.getByRole("button", { name: "Create account" }).click();

  // Back where the diner was, signed in.
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(home);
  const account = page.getByRole("link", { name: "Account: Ada Lovelace" });
  await expect(account).toBeVisible();
  const stored = await storedSession(page);
  expect(stored.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  // A signed access token (JWT) and an opaque refresh token.
  expect(stored.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.refreshToken).toMatch(/^\S{16,}$/);
  expect(JSON.parse(stored.userDetails ?? "{}")).toMatchObject({ firstName: "Ada", customerId: stored.userId, mobilePhone });
  expect(await page.evaluate(() => window.dataLayer)).toContainEqual({ event: "login", userId: stored.userId });

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole("link", { name: "Account: Ada Lovelace" })).toBeVisible();

  await page.getByRole("link", { name: "Account: Ada Lovelace" }).click();
  await expect(page).toHaveURL(`${home}/account`);
  await expect(page.getByRole("main").getByText("Ada Lovelace").first()).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();

  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ length: 0, userId: null, accessToken: null, refreshToken: null, userDetails: null });
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken)).toBeNull();
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeVisible();
});
