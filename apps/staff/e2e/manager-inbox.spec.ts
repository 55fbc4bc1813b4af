import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { encodePayload } from "@forkful/contracts/envelope";
import { SUPPORT_LIMITS, SUPPORT_STATE_LABELS } from "@forkful/contracts/support";
import { GTM_ORIGIN } from "@forkful/contracts/tag-manager";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { restaurantBySlug } from "../../web/e2e/support/api";
import { createAccount, openSignedIn, type TestAccount } from "../../web/e2e/support/auth";
import { DESKTOP, expectNoAxeViolations, openPhone, signInToConsole, TABLET } from "./staff-console";

const SLUG = "gramercy-table-gramercy-park";

/** The diner asks the restaurant for help (spec §7 POST /support/createSupportRequest, encoded, as the signed-in diner). */
async function askForHelp(request: APIRequestContext, account: TestAccount, locationId: number, message: string): Promise<void> {
  const response = await request.post(`${API_BASE_PATH}/support/createSupportRequest`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${account.accessToken}` },
    data: { data: encodePayload({ customerId: account.customerId, topic: "account", message, locationId }) },
  });
  if (!response.ok()) throw new Error(`createSupportRequest answered ${response.status()}: ${await response.text()}`);
}

test("a manager's inbox: a diner's support request arrives live and is answered, the diner reads it; a short link is made and its QR shows", async ({
  browser,
  request,
}) => {
  // The diner's page asks again for an answer every SUPPORT_LIMITS.waitingPollMs: more than the default 30 s.
  test.setTimeout(90_000);
  const restaurant = await restaurantBySlug(request, SLUG);
  const manager = await signInToConsole(browser, "manager", SLUG, DESKTOP);
  await manager.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Support" }).click();
  await expect(manager).toHaveURL(/\/staff\/support$/);
  await expect(manager.getByRole("heading", { name: "Support requests", level: 1 })).toBeVisible();
  await expectNoAxeViolations(manager, "support requests");

  // A diner asks for help while the manager's screen is open: it appears without a reload.
  const account = await createAccount(request, { fullName: "Iris Inbox" });
  const message = `Can I bring my own birthday cake? (${Date.now()})`;
  await askForHelp(request, account, restaurant.id, message);
  const card = manager.getByRole("article", { name: /^Iris Inbox · / }).filter({ hasText: message });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText(SUPPORT_STATE_LABELS.open);
  await expect(card).toContainText("gets it by SMS");

  // The diner's requests page, waiting.
  const diner = await openPhone(browser);
  await openSignedIn(diner, account, `/${restaurant.merchantType}/${SLUG}/account/Support`);
  const mine = diner.getByRole("listitem").filter({ hasText: message });
  await expect(mine).toContainText(SUPPORT_STATE_LABELS.open);

  // The manager answers; an empty answer is refused beside the field first.
  await card.getByRole("button", { name: "Send answer" }).click();
  await expect(card).toContainText("Write an answer");
  const answer = "Of course: we will keep it cold for you.";
  await card.getByLabel("Your answer").fill(answer);
  await card.getByRole("button", { name: "Send answer" }).click();
  await expect(card).toContainText(SUPPORT_STATE_LABELS.answered);
  await expect(card).toContainText(answer);
  await expect(mine).toContainText(answer, { timeout: SUPPORT_LIMITS.waitingPollMs + 10_000 });
  await expect(mine).toContainText(SUPPORT_STATE_LABELS.answered);
  await diner.context().close();

  // Feedback, read on a tablet.
  const tablet = await signInToConsole(browser, "manager", SLUG, TABLET);
  await tablet.goto("/staff/feedback");
  await expect(tablet.getByRole("heading", { name: "Feedback", level: 1 })).toBeVisible();
  // The demo restaurant's diners have rated their orders: each with its stars.
  await expect(
    tablet
      .getByRole("article")
      .first()
      .getByRole("img", { name: /of 5 stars/ })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(tablet, "feedback");

  // A short link to the pickup menu: made, listed, its QR code of its URL shown at once.
  await tablet.goto("/staff/short-links");
  const form = tablet.getByRole("form", { name: "Make a short link" });
  await expectNoAxeViolations(tablet, "short links");
  await form.getByLabel("It opens").selectOption("menu");
  await form.getByRole("button", { name: "Make the link" }).click();
  await expect(form).toContainText("Choose the menu");
  await form.getByLabel("Menu").selectOption("pickup");
  const label = `Flyer ${Date.now()}`;
  await form.getByLabel("Label (for this list)").fill(label);
  await form.getByRole("button", { name: "Make the link" }).click();
  const link = tablet.getByRole("article", { name: label });
  await expect(link).toContainText("/menu");
  const qr = link.getByTestId("qr-code");
  await expect(qr).toBeVisible();
  const url = await qr.getAttribute("data-value");
  expect(url).toMatch(/\/[A-Za-z0-9-]*\d[A-Za-z0-9-]*$/);
  await expect(link).toContainText(url!);
  await expectNoAxeViolations(tablet, "short link with its QR code");

  // The printed link opens the pickup menu. This restaurant has a tag manager, whose requests never leave the machine:
  // reached from the link's page (served without one), its menu is loaded again with its policy. The page is closed
  // once that second load has put the tag manager on it: Chromium can hang closing a page mid-navigation.
  const scanned = await browser.newPage();
  await scanned.route(`${GTM_ORIGIN}/**`, (route) => route.abort());
  await scanned.goto(new URL(url!).pathname);
  await expect(scanned).toHaveURL(new RegExp(`/${SLUG}/.*pickup`));
  await expect(scanned.locator(`script[src^="${GTM_ORIGIN}/"]`)).toHaveCount(1);
  await scanned.waitForLoadState("load");
  await scanned.close();
});
