import { FEEDBACK_REFUSALS, FEEDBACK_TEXTS } from "@forkful/contracts/feedback";
import { MESSAGES } from "@forkful/contracts/messages";
import { expect, test } from "@playwright/test";
import { createAccount, openSignedIn } from "./support/auth";
import { pickedUpOrder } from "./support/feedback";

test("a diner rates a picked-up order from My orders, sees it submitted, and finds it given when reopened", async ({ page, request }) => {
  const account = await createAccount(request, { fullName: "Rina Rater" });
  const { order, target } = await pickedUpOrder(request, account);
  const base = `/${target.restaurant.merchantType}/${target.restaurant.locationSlug}`;
  const feedbackPath = `${base}/order/${order.orderId}/CD/feedbacks`;

  await openSignedIn(page, account, `${base}/account/MyOrders`);
  const card = page.getByRole("article", { name: `Order ${order.orderNumber} at ${order.branchName}` });
  await card.getByRole("link", { name: `Rate your order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(feedbackPath);
  await expect(page.getByRole("heading", { name: FEEDBACK_TEXTS.heading })).toBeVisible();

  // The overall stars by keyboard: a radio group, arrows move the choice.
  const overall = page.getByRole("group", { name: /overall/ });
  await overall.getByRole("radio", { name: /^1 star/ }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowRight");
  await expect(overall.getByRole("radio", { name: "4 stars: Good" })).toBeChecked();
  // The food's stars by a tap on the fifth star.
  const food = page.getByRole("group", { name: /food/ });
  await food.locator("label").nth(4).click();
  await expect(food.getByRole("radio", { name: "5 stars: Excellent" })).toBeChecked();
  await page.getByRole("textbox", { name: /tell the restaurant/ }).fill("The broth was perfect.");
  await page.getByRole("button", { name: "Submit feedback" }).click();

  await expect(page.getByText(MESSAGES.feedbackSubmitted)).toBeVisible();
  await expect(page.getByRole("heading", { name: FEEDBACK_TEXTS.thanks })).toBeVisible();
  await expect(page.getByText("The broth was perfect.")).toBeVisible();
  await expect(page.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();

  await page.reload();
  await expect(page.getByText(FEEDBACK_REFUSALS.alreadyGiven)).toBeVisible();
  await expect(page.getByText("The broth was perfect.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit feedback" })).toHaveCount(0);
});

test("the tracker of a picked-up order offers Rate your order; another diner is told the order is not theirs", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { fullName: "Tomas Tracker" });
  const { order, target } = await pickedUpOrder(request, account);
  const base = `/${target.restaurant.merchantType}/${target.restaurant.locationSlug}`;

  await openSignedIn(page, account, `${base}/tracker/${order.orderId}`);
  await page.getByRole("link", { name: `Rate your order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(`${base}/order/${order.orderId}/CD/feedbacks`);
  await expect(page.getByRole("group", { name: /overall/ })).toBeVisible();

  const other = await createAccount(request, { fullName: "Nosy Neighbour" });
  await openSignedIn(page, other, `/order/${order.orderId}/CD/feedbacks`);
  await expect(page.getByText(FEEDBACK_REFUSALS.notYours)).toBeVisible();
});
