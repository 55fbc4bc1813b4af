import { SUPPORT_LIMITS, SUPPORT_STATE_LABELS, SUPPORT_TEXTS } from "@forkful/contracts/support";
import { expect, test } from "@playwright/test";
import { createAccount, openSignedIn } from "./support/auth";
import { findPickupTarget, placeOrderThroughApi, staffToken } from "./support/orders";
import { answerRequest, openRequestSaying, textsTo } from "./support/support-requests";

test("a diner asks for help with an order, the restaurant answers, and the diner reads the answer (and gets it by SMS)", async ({
  page,
  request,
}) => {
  // The answer comes by the page's own asking again (up to SUPPORT_LIMITS.waitingPollMs): more than the default 30 s.
  test.setTimeout(60_000);
  const account = await createAccount(request, { fullName: "Mira Helpme" });
  const target = await findPickupTarget(request);
  const { restaurant, item } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const order = await placeOrderThroughApi(request, target, item, 1, {
    token: account.accessToken,
    customerId: account.customerId,
    fullName: account.fullName,
  });

  await openSignedIn(page, account, `${base}/tracker/${order.orderId}`);
  await page.getByRole("link", { name: "Get help with this order" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/account/Support\\?orderId=${order.orderId}`));
  const form = page.getByRole("form", { name: "Ask for help" });
  await expect(form).toContainText(`Order #${order.orderNumber} at ${restaurant.branchName}`);

  // Sent as it is, the form says what is missing beside the field.
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form).toContainText("Tell us a little more");

  const message = `My ${item.itemName} was cold (${Date.now()})`;
  await form.getByLabel("Your message").fill(message);
  await form.getByRole("button", { name: "Send request" }).dblclick();
  await expect(form.getByRole("status").filter({ hasText: SUPPORT_TEXTS.sent })).toBeVisible();
  const mine = page.getByRole("listitem").filter({ hasText: message });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(SUPPORT_STATE_LABELS.open);

  const staff = await staffToken(request, restaurant.locationSlug);
  const asked = await openRequestSaying(request, staff, message);
  expect(asked).toMatchObject({ orderId: order.orderId, customerName: "Mira Helpme", phone: account.mobilePhone });
  const answer = "So sorry! We will refund that dish today.";
  await answerRequest(request, staff, asked.id, answer);

  // No reload: while the request waits, the page asks again every SUPPORT_LIMITS.waitingPollMs (and when the diner comes back).
  const answered = page.getByRole("listitem").filter({ hasText: message });
  await expect(answered).toContainText(answer, { timeout: SUPPORT_LIMITS.waitingPollMs + 10_000 });
  await expect(answered).toContainText(SUPPORT_STATE_LABELS.answered);
  expect(await textsTo(request, account.mobilePhone)).toContain(SUPPORT_TEXTS.answerSms(restaurant.branchName, answer));
});
