import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { expect, test } from "@playwright/test";
import { createAccount, openSignedIn } from "./support/auth";
import { findPickupTarget, orderById, placeOrderThroughApi } from "./support/orders";
import { fillCard, payButton, paymentPathOf, trackerUrl } from "./support/payments";

test("a diner saves a card while paying, then pays the next order with it", async ({ page, request }) => {
  const account = await createAccount(request, { fullName: "Saved Card Diner" });
  const target = await findPickupTarget(request);
  const mine = { token: account.accessToken, customerId: account.customerId, fullName: account.fullName };
  const first = await placeOrderThroughApi(request, target, target.item, 1, mine);
  const base = `/${first.merchantType}/${first.locationSlug}`;

  await openSignedIn(page, account, paymentPathOf(first));
  await expect(page.getByRole("radio", { name: /^Card/ })).toBeChecked();
  await fillCard(page, SANDBOX_TEST_CARDS.approved);
  await page.getByRole("checkbox", { name: "Save this card for next time" }).check();
  await payButton(page).click();
  await expect(page).toHaveURL(trackerUrl(base, first.orderId));
  await expect(page.getByTestId("payment-note")).toHaveText("Paid by Visa •••• 4242");

  const second = await placeOrderThroughApi(request, target, target.item, 2, mine);
  await page.goto(paymentPathOf(second));
  const saved = page.getByRole("radio", { name: /Visa •••• 4242/ });
  await expect(saved).toBeChecked();
  await expect(page.getByRole("radio", { name: /^New card/ })).not.toBeChecked();
  // No card form for a saved card: nothing is typed.
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);
  await payButton(page).click();
  await expect(page).toHaveURL(trackerUrl(base, second.orderId));
  await expect(page.getByTestId("payment-note")).toHaveText("Paid by Visa •••• 4242");
  const paid = await orderById(request, second.orderId, account.accessToken);
  // Two of the dish may bring its best offer, applied by itself on the payment page: the card pays what the order asks then.
  expect(paid.totals.total).toBe(second.totals.total - paid.totals.discount);
  expect(paid.payment).toMatchObject({ paymentType: "CNP", state: "collected", collectedAmount: paid.totals.total });
});
