/** For the feedback journey: a diner's own order, paid at the restaurant and picked up (driven by its staff), ready to rate. */
import { randomUUID } from "node:crypto";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { encodePayload } from "@forkful/contracts/envelope";
import type { PlacedOrder } from "@forkful/contracts/order-access";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { APIRequestContext } from "@playwright/test";
import type { TestAccount } from "./auth";
import { findPickupTarget, moveOrder, type OrderTarget, placeOrderThroughApi, staffToken } from "./orders";

/** The diner chooses to pay at the restaurant, so its kitchen may take the order. */
async function payAtRestaurant(request: APIRequestContext, orderId: string, token: string): Promise<void> {
  const response = await request.post(`${API_BASE_PATH}/payment/customer-initiate-offline-payment`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${token}` },
    data: { data: encodePayload({ orderId, idempotencyKey: randomUUID() }) },
  });
  if (response.status() >= 300) throw new Error(`paying at the restaurant answered ${response.status()}: ${await response.text()}`);
}

/** A pickup order of the account's, taken through the kitchen's steps to picked up. */
export async function pickedUpOrder(
  request: APIRequestContext,
  account: TestAccount,
): Promise<{ order: PlacedOrder; target: OrderTarget }> {
  const target = await findPickupTarget(request);
  const order = await placeOrderThroughApi(request, target, target.item, 1, {
    token: account.accessToken,
    customerId: account.customerId,
    fullName: account.fullName,
  });
  await payAtRestaurant(request, order.orderId, account.accessToken);
  const token = await staffToken(request, target.restaurant.locationSlug);
  for (const status of [OrderStatus.Accepted, OrderStatus.BeingPrepared, OrderStatus.Ready, OrderStatus.PickedUp])
    await moveOrder(request, token, order.orderId, status);
  return { order, target };
}
