import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { expect, test } from "@playwright/test";
import { openAsGuest } from "./support/auth";
import { findPickupTarget, orderById, placeOrderThroughApi } from "./support/orders";
import { choosePaymentMethod, payButton, paymentPathOf, trackerUrl } from "./support/payments";

test("a payment link paid on another device moves the order on", async ({ page, browser, request }) => {
  const target = await findPickupTarget(request);
  const order = await placeOrderThroughApi(request, target, target.item, 1, { fullName: "Link Payer" });
  const base = `/${order.merchantType}/${order.locationSlug}`;

  await openAsGuest(page, order, paymentPathOf(order));
  await choosePaymentMethod(page, /Payment link/);
  await payButton(page).click();
  const link = page.getByRole("textbox", { name: "Payment link" });
  await expect(link).toHaveValue(/^https?:\/\//);
  await expect(page.getByRole("img", { name: "QR code of the payment link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();

  // Another device: a browser of its own opens the link and pays by card on the processor's page.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  // The link names the server's public URL (localhost by default); the test's server listens on 127.0.0.1.
  const url = new URL(await link.inputValue());
  await other.goto(new URL(`${url.pathname}${url.search}`, page.url()).href);
  await other.getByLabel("Card number").fill(SANDBOX_TEST_CARDS.approved);
  await other.getByLabel("Expiry (MM/YY)").fill("12/34");
  await other.getByLabel("CVC").fill("123");
  await other.getByRole("button", { name: /^Pay / }).click();
  await expect(other.getByRole("status")).not.toBeEmpty();
  await phone.close();

  await expect(page).toHaveURL(trackerUrl(base, order.orderId), { timeout: 15_000 });
  await expect(page.getByTestId("payment-note")).toHaveText("Paid by payment link");
  expect((await orderById(request, order.orderId, order.guestSession!.accessToken)).payment).toMatchObject({
    paymentType: "PAYMENT_LINKS",
    state: "collected",
  });
});
