/**
 * A table's tab through the API, for the table journeys (issue 13): rounds ordered at a table by name only (a new
 * diner, or a diner of the tab with their session and the tab's "Order more" orderId), with the table's QR token as the
 * staff QR sheet shows it (decision 028), and staff calls (the kitchen moving dishes and tickets, the floor answering a
 * call for the waiter) with a staff token.
 */
import { randomUUID } from "node:crypto";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import type { MenuItem } from "@forkful/contracts/menu";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { type PlacedOrder, placedOrderSchema } from "@forkful/contracts/order-access";
import { tableTabAnswerSchema } from "@forkful/contracts/tabs";
import type { APIRequestContext } from "@playwright/test";
import { allRestaurantDetails, menuOf } from "./api";
import { addableAsIs, staffToken as managerToken, slotsOf } from "./orders";
import { tableDetailsOf, tableQrCodeOf, tableQrCodesOf } from "./tables";

const headers = { [APP_VERSION_HEADER]: APP_VERSION };

/** A call answered with anything but 2xx: its status and decoded answer, for a journey that expects the refusal. */
export class CallRefused extends Error {
  override name = "CallRefused";
  constructor(
    path: string,
    readonly status: number,
    readonly answer: unknown,
  ) {
    super(`${path} answered ${status}: ${JSON.stringify(answer)}`);
  }
}

/** One encoded call with an optional bearer token; anything but 2xx throws CallRefused with the decoded answer. */
export async function encoded(request: APIRequestContext, path: string, payload: unknown, token?: string) {
  const response = await request.post(`${API_BASE_PATH}${path}`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { data: encodePayload(payload) },
  });
  const body = (await response.json()) as { encryptedText?: string };
  const data = body.encryptedText ? decodePayload(body.encryptedText) : body;
  if (!response.ok()) throw new CallRefused(path, response.status(), data);
  return data;
}

export interface FreeTable {
  restaurant: RestaurantDetail;
  item: MenuItem;
  tableId: string;
  tableName: string;
  sectionName: string;
  /** What the table's QR code opens now (its landing with its token, decision 028), as the staff QR sheet shows it. */
  link: string;
  tableToken: string;
}

/**
 * A table with no open tab and nobody seated at it, at an open dine-in restaurant, with a dish to order: the `nth` free
 * one from the end of the floor. Journeys pass their worker's `parallelIndex`, so two journeys running at once (both
 * projects share one server) never take the same table, and one running alone takes the first free one.
 */
export async function freeTabTable(request: APIRequestContext, nth: number): Promise<FreeTable> {
  for (const restaurant of await allRestaurantDetails(request)) {
    if (!restaurant.onlineOrder || !restaurant.orderTypes.some((t) => t.menuType === "dinein")) continue;
    if (!(await slotsOf(request, restaurant.id, "dinein")).asapAvailable) continue;
    const item = (await menuOf(request, restaurant.id, "dinein")).menu.find((i) => addableAsIs(i) && i.stockQuantity === null);
    if (!item) continue;
    // The tables' QR codes as a host prints them: each table's calls carry its token.
    const cards = (await tableQrCodesOf(request, restaurant.locationSlug)).tables;
    let skip = nth;
    for (const table of [...cards].reverse()) {
      const at = { locationId: restaurant.id, tableId: table.tableId, tableToken: table.tableToken };
      const answer = tableTabAnswerSchema.parse(await encoded(request, "/order/customer/table-tab", at));
      if (answer.tab !== null) continue;
      // A party seated there (the waitlist journeys seat some) would join the tab it opens: not a free table.
      if ((await tableDetailsOf(request, restaurant.id, table.tableId, table.tableToken)).occupied) continue;
      if (skip-- > 0) continue;
      const { tableId, tableName, sectionName, tablePath: link, tableToken } = table;
      return { restaurant, item, tableId, tableName, sectionName, link, tableToken };
    }
  }
  throw new Error("No open dine-in restaurant has a free table");
}

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
    tableToken: table.tableToken,
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

/**
 * The table pays its whole bill at the counter and leaves: the tab's diner chooses to pay at the restaurant, the
 * manager takes the money, and the tab closes, so the table is free for the next journey. The demo floors are small,
 * and at some hours only one dine-in restaurant is open: journeys that leave tabs open would use up its tables.
 */
export async function settleTabAtCounter(request: APIRequestContext, table: FreeTable, round: PlacedOrder): Promise<void> {
  const diner = round.guestSession?.accessToken;
  await encoded(request, "/payment/customer-initiate-offline-payment", { orderId: round.orderId, idempotencyKey: randomUUID() }, diner);
  await staffCall(request, await staffToken(request, table), "PUT", `/staff/orders/${round.orderId}/payment`);
  await expectNoTabAt(request, table);
}

/** Throws when the table still has an open tab (its bill was meant to be paid in full), asked with the table's code now. */
export async function expectNoTabAt(request: APIRequestContext, table: FreeTable): Promise<void> {
  const { tableToken } = await tableQrCodeOf(request, table.restaurant.locationSlug, table.tableId);
  const at = { locationId: table.restaurant.id, tableId: table.tableId, tableToken };
  const answer = tableTabAnswerSchema.parse(await encoded(request, "/order/customer/table-tab", at));
  if (answer.tab !== null) throw new Error(`The tab at ${table.tableId} stayed open after its bill was paid in full`);
}
