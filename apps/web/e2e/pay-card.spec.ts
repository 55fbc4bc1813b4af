import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { expect, test } from "@playwright/test";
import { pageToken } from "./support/auth";
import { dinerPhone, findPickupTarget, orderById } from "./support/orders";
import { fillCard, onPaymentPage, payButton, trackerUrl } from "./support/payments";

test("a guest checks out and pays by card in the processor's form", async ({ page, request }) => {
  const { restaurant, item } = await findPickupTarget(request);
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;

  await page.goto(`${base}/menu/pickup/${item.slug}`);
  await page
    .getByRole("dialog", { name: item.itemName })
    .getByRole("button", { name: /Add to cart/ })
    .click();
  await page.goto(`${base}/checkOut`);
  await page.getByLabel("Full name").fill("Dorothy Vaughan");
  const phone = dinerPhone(restaurant);
  await page.getByLabel("Country code").selectOption(phone.countryCode);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.national);
  await page.getByRole("button", { name: /Continue to payment/ }).click();

  const orderId = await onPaymentPage(page);
  const placed = await orderById(request, orderId, await pageToken(page));
  await expect(page.getByRole("radio", { name: /^Card/ })).toBeChecked();
  await expect(payButton(page)).toHaveText(/^Pay /);
  await fillCard(page, SANDBOX_TEST_CARDS.approved);
  await payButton(page).click();

  await expect(page).toHaveURL(trackerUrl(base, orderId));
  await expect(page.getByTestId("payment-note")).toHaveText("Paid by Visa •••• 4242");
  const paid = await orderById(request, orderId, await pageToken(page));
  expect(paid.payment).toMatchObject({ paymentType: "CNP", state: "collected", collectedAmount: placed.totals.total });
  expect(paid.paymentStatus).toBe(19);
});
