import { type ItemOffer, itemOfferDiscount, itemOfferTerms } from "@forkful/contracts/coupons";
import { formatMoney } from "@forkful/contracts/money";
import { expect, test } from "@playwright/test";
import { createAccount, openSignedIn } from "./support/auth";
import { addableAsIs, orderById, pickupTargets, placeOrderThroughApi } from "./support/orders";
import { itemOffers, payAtRestaurant, paymentPathOf } from "./support/payments";

test("a signed-in diner finds the dish's best offer applied by itself, may remove it and apply it again, then pays", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { fullName: "Offer Taker" });
  const quantity = 2;
  // A dish with an offer that takes something off at this quantity, as the server says.
  let found: { target: Awaited<ReturnType<typeof pickupTargets>>[number]; offer: ItemOffer } | null = null;
  for (const target of await pickupTargets(request, (item) => addableAsIs(item) && item.stockQuantity === null)) {
    const { restaurant, item } = target;
    const input = {
      locationId: restaurant.id,
      orderType: "pickup",
      itemId: item.itemId,
      quantity,
      customerId: account.customerId,
    } as const;
    const offer = (await itemOffers(request, input, account.accessToken)).find((o) => o.discountAmount > 0);
    if (offer) {
      found = { target, offer };
      break;
    }
  }
  // The demo data gives every restaurant a buy-one-get-one dish: one must be found.
  expect(found, "a dish with an offer").toBeTruthy();
  const { target, offer } = found!;
  const { title } = offer;
  const mine = { token: account.accessToken, customerId: account.customerId, fullName: account.fullName };
  const order = await placeOrderThroughApi(request, target, target.item, quantity, mine);
  // What it takes off this order: the check prices the dish alone, the order's lines carry the chosen size and options.
  const amount = itemOfferDiscount(
    itemOfferTerms(offer),
    order.items.filter((line) => line.itemId === target.item.itemId),
  );
  expect(amount).toBeGreaterThan(0);

  await openSignedIn(page, account, paymentPathOf(order));
  const offers = page.getByRole("region", { name: "Offers on your dishes" });
  const row = offers.getByTestId("item-offer").filter({ hasText: title });
  await expect(row).toContainText(`saves ${formatMoney(amount, order.currency)}`);
  // No tap needed: the best offer is applied by itself.
  await expect(row).toContainText("Applied");
  const summary = page.getByRole("region", { name: /Order #/ });
  await expect(summary.getByText(`Offer: ${title}`)).toBeVisible();
  await expect(summary.getByTestId("order-total")).toHaveText(formatMoney(order.totals.total - amount, order.currency));
  // The diner may take it off, and it stays off on a reload.
  await row.getByRole("button", { name: `Remove ${title}` }).click();
  await expect(row.getByRole("button", { name: `Apply ${title}` })).toBeVisible();
  await expect(summary.getByTestId("order-total")).toHaveText(formatMoney(order.totals.total, order.currency));
  await page.reload();
  await expect(row.getByRole("button", { name: `Apply ${title}` })).toBeVisible();
  await row.getByRole("button", { name: `Apply ${title}` }).click();
  await expect(row).toContainText("Applied");
  await expect(summary.getByTestId("order-total")).toHaveText(formatMoney(order.totals.total - amount, order.currency));

  await payAtRestaurant(page);
  const discounted = await orderById(request, order.orderId, account.accessToken);
  expect(discounted.offers).toEqual([expect.objectContaining({ title, amount })]);
});
