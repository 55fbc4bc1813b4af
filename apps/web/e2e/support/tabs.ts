/**
 * A table's tab through the API, for the table journeys (issue 13): rounds ordered at a table by name only (a new
 * diner, or a diner of the tab with their session and the tab's "Order more" orderId), and staff calls (the kitchen
 * moving dishes and tickets, the floor answering a call for the waiter) with a staff token.
 */
import { randomUUID } from "node:crypto";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import { type PlacedOrder, placedOrderSchema } from "@forkful/contracts/order-access";
import type { APIRequestContext } from "@playwright/test";
import type { FreeTable } from "./bills";
import { staffToken as managerToken } from "./orders";

const headers = { [APP_VERSION_HEADER]: APP_VERSION };

export interface RoundOptions {
  /** The tab to add to (the "Order more" link's orderId): refused with 409 once it takes no more rounds. */
  orderId?: string;
  /** The diner's access token (a guest session of an earlier round, or a signed-in diner's). */
  token?: string;
  quantity?: number;
}

/** A round of the table's dish ordered by `fullName` (name only, no mobile): the tab as placed, with a guest session for a new diner. */
export async function orderRoundViaApi(
  request: APIRequestContext,
  table: FreeTable,
  fullName: string,
  { orderId, token, quantity = 1 }: RoundOptions = {},
): Promise<PlacedOrder> {
  const options = table.item.modifiers.flatMap((m) =>
    m.options
      .filter((o) => o.isDefault)
      .slice(0, m.maxChoices)
      .map((o) => ({ modifierOptionId: o.modifierOptionId, quantity: 1 })),
  );
  const payload = {
    idempotencyKey: randomUUID(),
    locationId: table.restaurant.id,
    orderType: "dinein",
    tableId: table.tableId,
    items: [{ itemId: table.item.itemId, quantity, options }],
    fullName,
    orderTimeASAP: true,
    ...(orderId ? { orderId } : {}),
  };
  const response = await request.post(`${API_BASE_PATH}/order/customer/createOrder`, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { data: encodePayload(payload) },
  });
  const body = (await response.json()) as { encryptedText?: string };
  const data = body.encryptedText ? decodePayload(body.encryptedText) : body;
  if (!response.ok()) throw new Error(`a round at ${table.tableId} answered ${response.status()}: ${JSON.stringify(data)}`);
  return placedOrderSchema.parse(data);
}

/** The restaurant's manager's token (a manager may move dishes and answer calls). */
export const staffToken = (request: APIRequestContext, table: Pick<FreeTable, "restaurant">) =>
  managerToken(request, table.restaurant.locationSlug);

/** A staff JSON call (GET, or PUT with a body), its answer parsed as JSON; anything but 2xx throws with the answer. */
export async function staffCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "PUT" | "POST",
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers: { ...headers, authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Staff accept the tab (status 11): the kitchen starts its dishes only once the order is accepted. */
export const acceptOrder = (request: APIRequestContext, token: string, orderId: string) =>
  staffCall(request, token, "PUT", `/staff/orders/${orderId}/status`, { status: 11 });

/** The kitchen moves one dish of the tab (41 in preparation, 42 ready, 59 served). */
export const moveDish = (request: APIRequestContext, token: string, orderId: string, lineId: number, status: 41 | 42 | 59) =>
  staffCall(request, token, "PUT", `/staff/kitchen/orders/${orderId}/items/${lineId}`, { status });

/** The kitchen moves a round's ticket (43 KOT ready, 59 served). */
export const moveTicket = (request: APIRequestContext, token: string, orderId: string, sortOrder: number, status: 43 | 59) =>
  staffCall(request, token, "PUT", `/staff/kitchen/orders/${orderId}/rounds/${sortOrder}`, { status });

/** The floor answers a call for the waiter: the diner reads "A waiter is on the way". */
export const acknowledgeWaiterCall = (request: APIRequestContext, token: string, callId: string) =>
  staffCall(request, token, "PUT", `/staff/waiter-calls/${callId}/acknowledge`);

/** The restaurant's open and acknowledged calls. */
export const waiterCalls = (request: APIRequestContext, token: string) =>
  staffCall<{ calls: { callId: string; tableId: string; state: string }[] }>(request, token, "GET", "/staff/waiter-calls");
