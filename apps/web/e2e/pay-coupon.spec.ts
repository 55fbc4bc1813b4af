import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { COUPON_SUCCESS, couponAnswerSchema } from "@forkful/contracts/coupons";
import { decodePayload } from "@forkful/contracts/envelope";
import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { freshUsNumber, openAsGuest, pageToken } from "./support/auth";
import { addFromDishPage } from "./support/menu-cart";
import { findPickupTarget, orderById, placeOrderThroughApi } from "./support/orders";
import { availableCoupons, payAtRestaurant, paymentPathOf } from "./support/payments";

/** What the server says of `code` for this order (GET /coupon/v2/validateCoupon, as a guest). */
async function validate(request: APIRequestContext, order: Order, couponCode: string) {
  const response = await request.get(`${API_BASE_PATH}/coupon/v2/validateCoupon`, {
    params: { couponCode, locationId: order.locationId, orderType: order.orderType, orderAmount: order.totals.subtotal },
    headers: { [APP_VERSION_HEADER]: APP_VERSION },
  });
  const { encryptedText } = (await response.json()) as { encryptedText: string };
  return couponAnswerSchema.parse(decodePayload(encryptedText));
}

test("a diner taps one of the restaurant's coupons and pays the discounted total", async ({ page, request }) => {
  const target = await findPickupTarget(request);
  // A number of its own: a coupon's uses are counted per account or phone.
  const phone = { countryCode: "+1", national: freshUsNumber().slice(2) } as const;
  const order = await placeOrderThroughApi(request, target, target.item, 3, { fullName: "Coupon Clipper", phone });
  // The first listed coupon this order qualifies for, as the server says.
  let chosen: { code: string; discount: number } | null = null;
  for (const coupon of await availableCoupons(request, order.locationId)) {
    const answer = await validate(request, order, coupon.couponCode);
    if (answer.responseCode === COUPON_SUCCESS && answer.discountAmount > 0) {
      chosen = { code: coupon.couponCode, discount: answer.discountAmount };
      break;
    }
  }
  // The demo data lists WELCOME10 (no minimum) at every restaurant: one must apply.
  expect(chosen, "a listed coupon that applies to this order").toBeTruthy();
  const { code, discount } = chosen!;
  await openAsGuest(page, order, paymentPathOf(order));

  // A code that does not exist: the server's message, and nothing changes.
  await page.getByRole("textbox", { name: "Coupon code" }).fill("NOSUCHCODE1");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByTestId("applied-coupon")).toHaveCount(0);

  // Coupons may be tried once every 5 s (spec §9).
  await page.waitForTimeout(5000);
  await page
    .getByRole("group", { name: "Available coupons" })
    .getByRole("button", { name: new RegExp(`^${code}`) })
    .click();
  const applied = page.getByTestId("applied-coupon");
  await expect(applied).toContainText(code);
  await expect(applied).toContainText(formatMoney(discount, order.currency));
  const summary = page.getByRole("region", { name: /Order #/ });
  await expect(summary.getByText(`Coupon ${code}`)).toBeVisible();
  await expect(summary.getByTestId("order-total")).toHaveText(formatMoney(order.totals.total - discount, order.currency));

  await payAtRestaurant(page);
  const discounted = await orderById(request, order.orderId, order.guestSession!.accessToken);
  expect(discounted.coupon).toEqual({ couponCode: code, amount: discount });
  expect(discounted.totals.total).toBe(order.totals.total - discount);
  await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
});

test("a coupon typed at checkout shows its discount in the totals before payment; those that cannot apply say why; the tip is asked once", async ({
  page,
  request,
}) => {
  const target = await findPickupTarget(request);
  const { restaurant, item } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  await addFromDishPage(page, target);
  await page.goto(`${base}/checkOut`);
  await page.getByLabel("Full name").fill("Checkout Saver");
  await page.getByLabel("Country code").selectOption("+1");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(freshUsNumber().slice(2));

  // What the server says of each coupon for this cart: those that apply are chips, the others listed with the reason.
  const total = page.getByTestId("order-total").filter({ visible: true });
  await expect(total).toBeVisible();
  const coupons = await availableCoupons(request, restaurant.id, { orderType: "pickup", orderAmount: item.price });
  const usable = coupons.filter((c) => c.applies).sort((a, b) => b.discountAmount - a.discountAmount);
  const refused = coupons.filter((c) => !c.applies);
  expect(usable.length, "WELCOME10 applies at every restaurant").toBeGreaterThan(0);
  expect(refused.length, "the demo coupons include one this cart cannot use (a minimum or another order type)").toBeGreaterThan(0);
  const chips = page.getByRole("group", { name: "Available coupons" });
  for (const c of refused) {
    await expect(page.getByRole("list", { name: "Coupons that do not apply" })).toContainText(`${c.couponCode}· ${c.reason}`);
    await expect(chips.getByRole("button", { name: new RegExp(`^${c.couponCode}`) })).toHaveCount(0);
  }
  // No tip here: it is asked once, on the payment page.
  await expect(page.getByRole("group", { name: "Tip" })).toHaveCount(0);

  const before = await total.textContent();
  const best = usable[0]!;
  await chips.getByRole("button", { name: new RegExp(`^${best.couponCode}`) }).click();
  await expect(page.getByTestId("checkout-coupon-applied")).toContainText(best.couponCode);
  const summary = page.getByRole("region", { name: "Order total" });
  await expect(summary.getByText(`Coupon ${best.couponCode}`)).toBeVisible();
  await expect(total).not.toHaveText(before ?? "");

  await page
    .getByRole("button", { name: /Continue to payment/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId("applied-coupon")).toContainText(best.couponCode);
  await expect(page.getByRole("group", { name: "Tip" })).toHaveCount(1);
  const orderId = await payAtRestaurant(page);
  const placed = await orderById(request, orderId, await pageToken(page));
  expect(placed.coupon).toEqual({ couponCode: best.couponCode, amount: best.discountAmount });
  expect(formatMoney(placed.totals.total, placed.currency)).not.toBe(before);
});
