import { formatMoney } from "@forkful/contracts/money";
import { expect, test } from "@playwright/test";
import { openAsGuest } from "./support/auth";
import { findPickupTarget, orderById, placeOrderThroughApi } from "./support/orders";
import { payAtRestaurant } from "./support/payments";

test("an unpaid order offers Pay now on its tracker, and the diner chooses to pay at the restaurant", async ({ page, request }) => {
  const target = await findPickupTarget(request);
  const order = await placeOrderThroughApi(request, target, target.item, 1, { fullName: "Pays At The Counter" });
  const base = `/${order.merchantType}/${order.locationSlug}`;

  await openAsGuest(page, order, `${base}/tracker/${order.orderId}`);
  await expect(page.getByTestId("payment-note")).toContainText("Not paid yet");
  await page.getByRole("link", { name: "Pay now" }).click();
  await expect(page).toHaveURL(`${base}/order/${order.orderId}/placeOrder/payment`);

  // A tip chosen here goes on the order (PUT add-tip), and the total follows.
  const tips = page.getByRole("group", { name: "Tip" });
  const firstTip = tips.getByRole("button", { name: /%/ }).first();
  const tipAmount = ((await firstTip.textContent()) ?? "").split("·")[1]!.trim();
  await firstTip.click();
  await expect(firstTip).toHaveAttribute("aria-pressed", "true");
  const summary = page.getByRole("region", { name: /Order #/ });
  await expect(summary.locator("dt:text-is('Tip') + dd")).toHaveText(tipAmount);
  await expect.poll(async () => (await orderById(request, order.orderId, order.guestSession!.accessToken)).totals.tip).toBeGreaterThan(0);
  const tipped = await orderById(request, order.orderId, order.guestSession!.accessToken);
  await expect(summary.getByTestId("order-total")).toHaveText(formatMoney(tipped.totals.total, tipped.currency));
  expect(tipped.totals.total).toBe(order.totals.total + tipped.totals.tip);

  await payAtRestaurant(page);
  await expect(page.getByTestId("payment-note")).toHaveText("Pay at the restaurant");
  await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
  const chosen = await orderById(request, order.orderId, order.guestSession!.accessToken);
  expect(chosen.payment).toMatchObject({ paymentType: "POS", state: "at_location" });
  expect(chosen.paymentStatus).toBe(25);

  // Back to the payment page: the order is settled, so its tracker opens instead.
  await page.goto(`${base}/order/${order.orderId}/placeOrder/payment`);
  await expect(page).toHaveURL(`${base}/tracker/${order.orderId}`);
  await page.goto(`${base}/receipt/${order.orderId}`);
  await expect(page.getByTestId("receipt-payment")).toHaveText("Pay at the restaurant");
});
