/**
 * Paying for the journeys: the payment page after "Continue to payment", the sandbox processor's card form (typed in
 * its iframe, as a diner does), and the coupons a location offers (read from the API, not hard-coded).
 */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type AvailableCoupon, availableCouponsAnswerSchema, type ItemOffer, offerCheckAnswerSchema } from "@forkful/contracts/coupons";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { Order } from "@forkful/contracts/orders";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

const PAYMENT_PATH = /\/order\/([0-9a-f-]{36})\/placeOrder\/payment$/;

/** …/order/{orderId}/placeOrder/payment of an order (the table variant for a table order). */
export function paymentPathOf(order: Pick<Order, "merchantType" | "locationSlug" | "orderId" | "tableId">): string {
  const base = `/${order.merchantType}/${order.locationSlug}`;
  return order.tableId
    ? `${base}/table/${order.tableId}/order/${order.orderId}/placeOrder/payment`
    : `${base}/order/${order.orderId}/placeOrder/payment`;
}

/** Waits for the payment page the checkout opens; answers the order's id. */
export async function onPaymentPage(page: Page): Promise<string> {
  await expect(page).toHaveURL(PAYMENT_PATH);
  await expect(page.getByRole("heading", { name: "Payment", exact: true })).toBeVisible();
  return page.url().match(PAYMENT_PATH)![1]!;
}

/** The tracker of `orderId` (…/tracker/{id}, or the table order view). */
export const trackerUrl = (base: string, orderId: string) => new RegExp(`${base}/(tracker|table/[^/]+/order)/${orderId}$`);

/** On the payment page: chooses "Pay at the restaurant" and confirms; answers the order id once its tracker shows. */
export async function payAtRestaurant(page: Page): Promise<string> {
  const orderId = await onPaymentPage(page);
  const base = new URL(page.url()).pathname.split("/").slice(0, 3).join("/");
  await choosePaymentMethod(page, /Pay at the restaurant/);
  await page.getByRole("button", { name: "Confirm — pay at the restaurant" }).click();
  await expect(page).toHaveURL(trackerUrl(base, orderId));
  return orderId;
}

/** Types a card into the processor's form (its own iframe: Forkful's page never sees the number). */
export async function fillCard(page: Page, number: string, expiry = "12/34", cvc = "123"): Promise<void> {
  const form = page.frameLocator('iframe[title="Card details"]');
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry (MM/YY)").fill(expiry);
  await form.getByLabel("CVC").fill(cvc);
}

/** The one pay button on screen (the summary's on a desktop, the bottom dock's on a phone). */
export const payButton = (page: Page) => page.getByTestId("pay-button").filter({ visible: true });

/** The coupons a location lists (GET /coupon/v2/available). */
export async function availableCoupons(
  request: APIRequestContext,
  locationId: number,
  cart?: { orderType: string; orderAmount: number },
): Promise<AvailableCoupon[]> {
  const response = await request.get(`${API_BASE_PATH}/coupon/v2/available`, {
    params: { locationId, ...cart },
    headers: { [APP_VERSION_HEADER]: APP_VERSION },
  });
  if (!response.ok()) throw new Error(`coupons answered ${response.status()}: ${await response.text()}`);
  const { encryptedText } = (await response.json()) as { encryptedText: string };
  return availableCouponsAnswerSchema.parse(decodePayload(encryptedText)).coupons;
}

export const isInr = (restaurant: Pick<RestaurantDetail, "currency">) => restaurant.currency === "INR";

/** The offers of a dish at a quantity (POST /coupon/item/offer/avail/v2), as the signed-in diner sees them. */
export async function itemOffers(
  request: APIRequestContext,
  input: { locationId: number; orderType: "pickup"; itemId: number; quantity: number; customerId: string },
  token: string,
): Promise<ItemOffer[]> {
  const response = await request.post(`${API_BASE_PATH}/coupon/item/offer/avail/v2`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${token}` },
    data: { data: encodePayload(input) },
  });
  if (!response.ok()) throw new Error(`offers answered ${response.status()}: ${await response.text()}`);
  const { encryptedText } = (await response.json()) as { encryptedText: string };
  return offerCheckAnswerSchema.parse(decodePayload(encryptedText)).offers;
}

/**
 * Chooses how to pay. Coupons and offers arrive after the page and can move the choices while the click lands, so the
 * choice is made again until it holds.
 */
export async function choosePaymentMethod(page: Page, name: RegExp): Promise<void> {
  const choice = page.getByRole("radio", { name });
  await expect(async () => {
    await choice.check({ timeout: 2000 });
    await expect(choice).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}
