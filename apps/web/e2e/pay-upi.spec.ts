import { expect, test } from "@playwright/test";
import { openAsGuest } from "./support/auth";
import { addableAsIs, orderById, pickupTargets, placeOrderThroughApi } from "./support/orders";
import { choosePaymentMethod, isInr, payButton, paymentPathOf, trackerUrl } from "./support/payments";

test("an INR restaurant offers a UPI QR, and the order moves on once it is paid", async ({ page, request }) => {
  const targets = await pickupTargets(request, (item) => addableAsIs(item) && item.stockQuantity === null);
  const target = targets.find((t) => isInr(t.restaurant) && t.slots.asapAvailable) ?? targets.find((t) => isInr(t.restaurant));
  expect(target, "an INR restaurant taking pickup orders now or later").toBeTruthy();
  const order = await placeOrderThroughApi(request, target!, target!.item, 1, { fullName: "Upi Payer" });
  const base = `/${order.merchantType}/${order.locationSlug}`;

  await openAsGuest(page, order, paymentPathOf(order));
  await choosePaymentMethod(page, /UPI QR/);
  await payButton(page).click();
  const qr = page.getByRole("img", { name: /UPI QR code to pay ₹/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("data-value")).toMatch(/^upi:\/\/pay\?/);
  await expect(page.getByRole("status").filter({ hasText: "Waiting for your payment" })).toBeVisible();
  await expect(payButton(page)).toBeDisabled();

  // The diner pays with a phone; in the sandbox, its page stands in for the UPI app.
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Sandbox: pay this QR without a phone" }).click();
  const upiApp = await popupPromise;
  await upiApp.getByRole("button", { name: /^Approve / }).click();
  await upiApp.close();

  await expect(page).toHaveURL(trackerUrl(base, order.orderId), { timeout: 15_000 });
  await expect(page.getByTestId("payment-note")).toHaveText("Paid by UPI");
  const paid = await orderById(request, order.orderId, order.guestSession!.accessToken);
  expect(paid.payment).toMatchObject({ paymentType: "BHARAT_QR", state: "collected" });
});

test("a USD restaurant offers no UPI QR", async ({ page, request }) => {
  const targets = await pickupTargets(request, (item) => addableAsIs(item) && item.stockQuantity === null);
  const target = targets.find((t) => !isInr(t.restaurant));
  expect(target, "a USD restaurant taking pickup orders now or later").toBeTruthy();
  const order = await placeOrderThroughApi(request, target!, target!.item, 1);
  await openAsGuest(page, order, paymentPathOf(order));
  await expect(page.getByRole("radio", { name: /Payment link/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /UPI QR/ })).toHaveCount(0);
});
