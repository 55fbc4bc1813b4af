import { expect, test } from "@playwright/test";
import { allRestaurantDetails } from "./support/api";

const GTM = "https://www.googletagmanager.com/";

test("the tag manager loads only for the restaurant with the googleTag flag", async ({ page, request }) => {
  // Nothing leaves the machine: every tag manager request is recorded and aborted.
  const requested: string[] = [];
  await page.route(`${GTM}**`, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  const details = await allRestaurantDetails(request);
  const tagged = details.find((r) => r.uiFeatureFlags.googleTag);
  const untagged = details.find((r) => !r.uiFeatureFlags.googleTag);
  expect(tagged, "a seeded restaurant with a tag").toBeDefined();
  expect(untagged, "a seeded restaurant without a tag").toBeDefined();
  const gtmScripts = page.locator(`script[src^="${GTM}"]`);

  // Only a page of the restaurant with the tag lets the tag manager run (its policy), with a nonce of its own.
  const home = await page.goto("/");
  expect(home!.headers()["content-security-policy"]).not.toContain(GTM);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(gtmScripts).toHaveCount(0);

  const untaggedPage = await page.goto(`/${untagged!.merchantType}/${untagged!.locationSlug}`);
  expect(untaggedPage!.headers()["content-security-policy"]).not.toContain(GTM);
  await expect(page.getByRole("heading", { level: 1, name: untagged!.merchantName })).toBeVisible();
  await expect(gtmScripts).toHaveCount(0);
  expect(requested).toEqual([]);

  const taggedPage = await page.goto(`/${tagged!.merchantType}/${tagged!.locationSlug}`);
  expect(taggedPage!.headers()["content-security-policy"]).toMatch(
    /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' https:\/\/www\.googletagmanager\.com/,
  );
  await expect(page.getByRole("heading", { level: 1, name: tagged!.merchantName })).toBeVisible();
  await expect(gtmScripts).toHaveCount(1);
  await expect(gtmScripts).toHaveAttribute("src", `${GTM}gtm.js?id=${tagged!.uiFeatureFlags.googleTag}`);
  expect(await gtmScripts.evaluate((script: HTMLScriptElement) => (script.nonce ?? "").length)).toBeGreaterThan(0);
  await expect.poll(() => requested.length).toBe(1);
  expect(await page.evaluate(() => Array.isArray(window.dataLayer) && window.dataLayer.length > 0)).toBe(true);

  // Leaving the restaurant removes it again.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL("/");
  await expect(gtmScripts).toHaveCount(0);

  // Reached from a page whose policy has no tag manager, the restaurant's page is loaded again with its own.
  await page.goto("/");
  await page.getByRole("article").filter({ hasText: tagged!.branchName }).getByRole("link", { name: tagged!.merchantName }).click();
  await expect(page.getByRole("heading", { level: 1, name: tagged!.merchantName })).toBeVisible();
  await expect(gtmScripts).toHaveCount(1);
  await expect.poll(() => requested.length).toBe(2);
});
