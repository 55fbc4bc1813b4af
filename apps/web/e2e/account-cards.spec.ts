import { MESSAGES } from "@forkful/contracts/messages";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { createAccount, openSignedIn } from "./support/auth";

/**
 * Spec §7 and §8: the account's Cards page lists the diner's saved cards, adds one through the processor's card form
 * (in an iframe: the page never sees the number), refuses a card the issuer declines saying it was declined (not the
 * spec's "Invalid Card Details", which is for details the processor cannot use), and removes a card after a second
 * question.
 */
async function typeCard(page: Page, dialog: Locator, number: string) {
  const form = page.frameLocator('iframe[title="Card details"]');
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: "Save card" }).click();
}

test("saved cards: add one through the card form, refuse a declined card, remove one", async ({ page, request }) => {
  // One journey through three card-form round trips and two reloads: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const account = await createAccount(request, { fullName: "Grace Hopper" });
  await openSignedIn(page, account, "/account/Cards");

  await expect(page.getByText(MESSAGES.noSavedCards)).toBeVisible();
  await page.getByRole("button", { name: "Add a card" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a card" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("ZIP or PIN code (optional)").fill("10003");
  await typeCard(page, dialog, SANDBOX_TEST_CARDS.approved);
  await expect(dialog).toBeHidden();

  const cards = page.getByRole("list", { name: "Saved cards" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Visa");
  await expect(cards.first()).toContainText("4242");
  await expect(cards.first()).toContainText("Expires 12/34");
  await expect(cards.first()).toContainText("ZIP 10003");
  await expect(page.getByRole("button", { name: "Add a card" })).toBeFocused();

  // The list is the server's: it is there after a reload.
  await page.reload();
  await expect(cards).toHaveCount(1);

  // A card the processor declines is not saved.
  await page.getByRole("button", { name: "Add a card" }).click();
  await typeCard(page, dialog, SANDBOX_TEST_CARDS.declined);
  await expect(dialog.getByRole("alert")).toHaveText(MESSAGES.cardDeclined);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(1);

  // Remove, after the question: Escape keeps the card, Remove removes it.
  const remove = page.getByRole("button", { name: "Remove Visa •••• 4242" });
  await remove.click();
  const question = page.getByRole("group", { name: "Remove Visa •••• 4242?" });
  await expect(question.getByRole("button", { name: "Keep card" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  await question.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(MESSAGES.noSavedCards)).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a card" })).toBeFocused();

  await page.reload();
  await expect(page.getByText(MESSAGES.noSavedCards)).toBeVisible();
});
