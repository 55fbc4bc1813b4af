import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { formatMoney } from "@forkful/contracts/money";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { expect, test } from "@playwright/test";
import { createAccount, openSignedIn } from "./support/auth";
import { addableAsIs, orderById, pickupTargets } from "./support/orders";
import { fillCard, onPaymentPage, payButton, trackerUrl } from "./support/payments";

test("a diner uses part of their wallet at checkout and pays the rest by card", async ({ page, request }) => {
  const account = await createAccount(request, { fullName: "Wallet Diner" });
  // A US account's wallet is in USD: it pays at a US restaurant.
  const [target] = (await pickupTargets(request, (item) => addableAsIs(item) && item.stockQuantity === null)).filter(
    (t) => t.restaurant.currency === "USD",
  );
  expect(target, "a US restaurant taking pickup orders").toBeTruthy();
  const { restaurant, item } = target!;
  const topUp = await request.post(`${API_BASE_PATH}/dev/wallet-credit`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${account.accessToken}` },
    data: { customerId: account.customerId, amount: 300 },
  });
  expect(topUp.status()).toBe(200);

  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  await openSignedIn(page, account, `${base}/menu/pickup/${item.slug}`);
  const dialog = page.getByRole("dialog", { name: item.itemName });
  await dialog.getByRole("button", { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`${base}/checkOut`);

  const wallet = page.getByRole("checkbox", { name: /Use my wallet balance \(\$3\.00\)/ });
  await wallet.check();
  const amount = page.getByLabel("Amount to use (USD)");
  await amount.fill("2");
  await amount.blur();
  await expect(page.getByText("−$2.00").first()).toBeVisible();
  await page.getByRole("button", { name: /Continue to payment/ }).click();

  const orderId = await onPaymentPage(page);
  const placed = await orderById(request, orderId, account.accessToken);
  expect(placed.totals.walletRedeemed).toBe(200);
  await expect(page.getByRole("main")).toContainText(formatMoney(placed.totals.total, "USD"));
  await fillCard(page, SANDBOX_TEST_CARDS.approved);
  await payButton(page).click();
  await expect(page).toHaveURL(trackerUrl(base, orderId));
  const paid = await orderById(request, orderId, account.accessToken);
  expect(paid.payment).toMatchObject({ state: "collected", collectedAmount: placed.totals.total });

  // What is left in the wallet: $1.00 (a one-cent top-up answers the new balance).
  const after = await request.post(`${API_BASE_PATH}/dev/wallet-credit`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${account.accessToken}` },
    data: { customerId: account.customerId, amount: 1 },
  });
  expect(await after.json()).toEqual({ walletAmount: 101 });
});
