import { PAYMENT_FAILURE_TEXTS, SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { expect, test } from "@playwright/test";
import { openAsGuest } from "./support/auth";
import { findPickupTarget, orderById, placeOrderThroughApi } from "./support/orders";
import { fillCard, payButton, paymentPathOf, trackerUrl } from "./support/payments";

test("a declined card says so, and another card then pays the same order", async ({ page, request }) => {
  const target = await findPickupTarget(request);
  const order = await placeOrderThroughApi(request, target, target.item, 1, { fullName: "Declined Then Paid" });
  const base = `/${order.merchantType}/${order.locationSlug}`;
  await openAsGuest(page, order, paymentPathOf(order));

  await fillCard(page, SANDBOX_TEST_CARDS.declined);
  await payButton(page).click();
  const alert = page.getByRole("alert").filter({ hasText: /declined/i });
  await expect(alert).toBeVisible();
  // The failure is where focus goes, so a screen reader reads it and the diner sees it.
  await expect(page.locator(":focus")).toContainText(/declined/i);
  expect(PAYMENT_FAILURE_TEXTS.declined).toMatch(/declined/i);
  await expect(page).toHaveURL(paymentPathOf(order));
  const declined = await orderById(request, order.orderId, order.guestSession!.accessToken);
  expect(declined.payment?.state).toBe("declined");
  expect(declined.paymentStatus).not.toBe(19);

  // A payment may start once every 3 s (spec §9); a diner takes longer than that to type another card.
  await page.waitForTimeout(3000);
  await fillCard(page, SANDBOX_TEST_CARDS.approved);
  await payButton(page).click();
  await expect(page).toHaveURL(trackerUrl(base, order.orderId));
  await expect(page.getByTestId("payment-note")).toHaveText("Paid by Visa •••• 4242");
  const paid = await orderById(request, order.orderId, order.guestSession!.accessToken);
  expect(paid.payment).toMatchObject({ state: "collected", collectedAmount: order.totals.total, card: { last4: "4242" } });
});
