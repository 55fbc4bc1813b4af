import { MESSAGES } from "@forkful/contracts/messages";
import { expect, test } from "@playwright/test";
import { createAccount, openSignedIn } from "./support/auth";
import { findPickupTarget, placeOrderThroughApi } from "./support/orders";

// Needs the account's MyOrders section to render the orders feature's list (app/routes/my-orders.tsx,
// MyOrdersSection): until the accounts work mounts it there, the section shows its own empty state.
test("a signed-in diner reorders a past order from My orders", async ({ page, request }) => {
  const account = await createAccount(request, { fullName: "Ada Lovelace" });
  const target = await findPickupTarget(request);
  const { restaurant, item } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const order = await placeOrderThroughApi(request, target, item, 2, {
    token: account.accessToken,
    customerId: account.customerId,
    fullName: account.fullName,
  });

  await openSignedIn(page, account, `${base}/account/MyOrders`);
  const card = page.getByRole("article", { name: `Order ${order.orderNumber} at ${order.branchName}` });
  await expect(card).toBeVisible();
  // Placed and not paid: the card says so and offers its payment, as the tracker does.
  await expect(card).toContainText(MESSAGES.waitingForPayment);
  await expect(card.getByRole("link", { name: `Pay for order ${order.orderNumber}` })).toHaveAttribute(
    "href",
    `${base}/order/${order.orderId}/placeOrder/payment`,
  );
  await expect(card.getByRole("link", { name: `Track order ${order.orderNumber}` })).toHaveAttribute(
    "href",
    `${base}/tracker/${order.orderId}`,
  );

  await card.getByRole("button", { name: `Reorder order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(`${base}/cart`);
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(item.itemName);
  await expect(line.getByRole("group", { name: `Quantity of ${item.itemName}` })).toContainText("2");
  await expect(page.getByTestId("order-total")).toBeVisible();
});
