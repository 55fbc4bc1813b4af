/**
 * A table's tab with its bill split, made through the API for the bill journeys (issue 13): two diners order a round
 * each by name only at a free table of an open dine-in restaurant, the bill is split by diner, and the first diner's
 * part is to be paid at the restaurant (so a split and a transaction exist to open).
 */
import { randomUUID } from "node:crypto";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import type { MenuItem } from "@forkful/contracts/menu";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { PlacedOrder } from "@forkful/contracts/order-access";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { transactionSchema } from "@forkful/contracts/payments";
import { tableTabAnswerSchema } from "@forkful/contracts/tabs";
import type { APIRequestContext } from "@playwright/test";
import { allRestaurantDetails, menuOf } from "./api";
import { addableAsIs, slotsOf } from "./orders";
import { tableDetailsOf } from "./tables";
import { orderRoundViaApi } from "./tabs";

async function encoded(request: APIRequestContext, path: string, payload: unknown, token?: string) {
  const response = await request.post(`${API_BASE_PATH}${path}`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { data: encodePayload(payload) },
  });
  const body = (await response.json()) as { encryptedText?: string };
  const data = body.encryptedText ? decodePayload(body.encryptedText) : body;
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(data)}`);
  return data;
}

export interface FreeTable {
  restaurant: RestaurantDetail;
  item: MenuItem;
  tableId: string;
  tableName: string;
  sectionName: string;
}

/**
 * A table with no open tab at an open dine-in restaurant, with a dish to order: the `nth` free one from the end of the
 * floor (each project takes its own, as both share one server; the table journeys take theirs from the start).
 */
export async function freeTabTable(request: APIRequestContext, nth: number): Promise<FreeTable> {
  for (const restaurant of await allRestaurantDetails(request)) {
    if (!restaurant.onlineOrder || !restaurant.orderTypes.some((t) => t.menuType === "dinein")) continue;
    if (!(await slotsOf(request, restaurant.id, "dinein")).asapAvailable) continue;
    const item = (await menuOf(request, restaurant.id, "dinein")).menu.find((i) => addableAsIs(i) && i.stockQuantity === null);
    if (!item) continue;
    const floor = await tableDetailsOf(request, restaurant.id);
    let skip = nth;
    for (const table of floor.sections.flatMap((s) => s.tables).reverse()) {
      const answer = tableTabAnswerSchema.parse(
        await encoded(request, "/order/customer/table-tab", { locationId: restaurant.id, tableId: table.tableId }),
      );
      if (answer.tab !== null) continue;
      if (skip-- > 0) continue;
      return { restaurant, item, tableId: table.tableId, tableName: table.tableName, sectionName: table.sectionName };
    }
  }
  throw new Error("No open dine-in restaurant has a free table");
}

export interface SplitTab {
  table: FreeTable;
  /** The first diner's round as placed (its guest session opens the pages as that diner). */
  first: PlacedOrder;
  order: Order;
  /** The first diner's part (to be paid at the restaurant) and the other's (unpaid). */
  ownSplitId: string;
  otherSplitId: string;
  transactionId: string;
}

/** Two diners' rounds at a free table, the bill split by diner, the first diner's part to pay at the restaurant. */
export async function splitTabThroughApi(request: APIRequestContext, nth: number): Promise<SplitTab> {
  const table = await freeTabTable(request, nth);
  const first = await orderRoundViaApi(request, table, "Asha Rao", { quantity: 2 });
  await orderRoundViaApi(request, table, "Ben Ortiz");
  const token = first.guestSession!.accessToken;
  const order = orderSchema.parse(
    await encoded(request, "/order/customer/split-bill", { orderId: first.orderId, mode: "diner", sharedLineIds: [] }, token),
  );
  const own = order.tab!.splits.find((s) => s.dinerId === order.tab!.youDinerId)!;
  const other = order.tab!.splits.find((s) => s.splitId !== own.splitId)!;
  const transaction = transactionSchema.parse(
    await encoded(
      request,
      "/payment/customer-initiate-offline-payment",
      { orderId: first.orderId, splitId: own.splitId, idempotencyKey: randomUUID() },
      token,
    ),
  );
  return { table, first, order, ownSplitId: own.splitId, otherSplitId: other.splitId, transactionId: transaction.transactionId };
}
