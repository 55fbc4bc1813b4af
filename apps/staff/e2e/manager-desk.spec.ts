import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import { FEEDBACK_TEXTS, feedbackQuestionsSchema } from "@forkful/contracts/feedback";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { createAccount, type TestAccount } from "../../web/e2e/support/auth";
import { pickedUpOrder } from "../../web/e2e/support/feedback";
import { DESKTOP, expectNoAxeViolations, openPhone, signInToConsole } from "./staff-console";

const headers = { [APP_VERSION_HEADER]: APP_VERSION };

/** The diner rates the order through the diners' calls (spec §7 GET and POST /customer/feedback/v2): two stars and a comment. */
async function rateOrder(request: APIRequestContext, account: TestAccount, orderId: string, comment: string): Promise<void> {
  const auth = { ...headers, authorization: `Bearer ${account.accessToken}` };
  const asked = await request.get(`${API_BASE_PATH}/customer/feedback/v2`, { params: { orderId }, headers: auth });
  if (!asked.ok()) throw new Error(`GET /customer/feedback/v2 answered ${asked.status()}: ${await asked.text()}`);
  const { questions } = feedbackQuestionsSchema.parse(decodePayload(((await asked.json()) as { encryptedText: string }).encryptedText));
  const rating = questions.find((q) => q.kind === "rating")!;
  const text = questions.find((q) => q.kind === "text")!;
  const answers = [
    { questionId: rating.id, stars: 2 },
    { questionId: text.id, text: comment },
  ];
  const given = await request.post(`${API_BASE_PATH}/customer/feedback/v2`, {
    headers: auth,
    data: { data: encodePayload({ orderId, answers }) },
  });
  if (!given.ok()) throw new Error(`POST /customer/feedback/v2 answered ${given.status()}: ${await given.text()}`);
}

/** The SMS bodies the server sent to `to` (the dev outbox, on in the journeys). */
async function textsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`${API_BASE_PATH}/dev/sms-outbox`, { params: { to }, headers });
  if (!response.ok()) throw new Error(`The SMS outbox answered ${response.status()}`);
  return ((await response.json()) as { messages: { body: string }[] }).messages.map((m) => m.body);
}

test("a manager's desk: a campaign is made and a diner opens its link on a phone; a diner's feedback is replied to and the reply reaches them by SMS", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { fullName: "Dora Desk" });
  const { order, target } = await pickedUpOrder(request, account);
  const comment = `The noodles were cold (${Date.now()})`;
  await rateOrder(request, account, order.orderId, comment);

  // The manager makes a campaign at the desk; an empty form is refused beside its fields first.
  const manager = await signInToConsole(browser, "manager", target.restaurant.locationSlug, DESKTOP);
  await manager.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Campaigns" }).click();
  await expect(manager).toHaveURL(/\/staff\/campaigns$/);
  await expect(manager.getByRole("heading", { name: "Campaigns", level: 1 })).toBeVisible();
  const form = manager.getByRole("form", { name: "Make a campaign" });
  await form.getByRole("button", { name: "Make the campaign" }).click();
  await expect(form).toContainText("Give the campaign a title");
  const title = `Cold night soups ${Date.now() % 100_000}`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Offer (optional)").fill("A free miso with any bowl");
  await form.getByRole("checkbox").first().check();
  await form.getByRole("button", { name: "Make the campaign" }).click();
  const card = manager.getByRole("article", { name: title });
  // Starting today on this device's calendar: running, or upcoming where the restaurant's day is still yesterday.
  await expect(card).toContainText(/Running|Upcoming/);
  const link = await card.getByRole("link").getAttribute("href");
  expect(link).toMatch(new RegExp(`/${target.restaurant.locationSlug}/campaign/\\d+$`));
  await expectNoAxeViolations(manager, "campaigns");

  // A diner opens the link on a phone and reads the campaign.
  const diner = await openPhone(browser);
  await diner.goto(new URL(link!).pathname);
  await expect(diner.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(diner.getByText("A free miso with any bowl")).toBeVisible();
  await diner.context().close();

  // The manager replies to the diner's feedback; the reply shows on it and reaches the diner's phone.
  await manager.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Feedback" }).click();
  const feedback = manager.getByRole("article").filter({ hasText: comment });
  await feedback.getByRole("button", { name: "Reply" }).click();
  const dialog = manager.getByRole("dialog", { name: /^Reply to / });
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(dialog).toContainText("Write a reply");
  await expectNoAxeViolations(manager, "feedback reply");
  const reply = "Sorry about that: your next bowl is on us.";
  await dialog.getByLabel(FEEDBACK_TEXTS.replyLabel).fill(reply);
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(dialog).toBeHidden();
  await expect(feedback).toContainText(reply);
  await expect(feedback.getByRole("button", { name: "Reply" })).toHaveCount(0);
  await expect.poll(() => textsTo(request, account.mobilePhone)).toContainEqual(expect.stringContaining(reply));
});
