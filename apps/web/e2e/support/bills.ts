/**
 * A table's tab with its bill split, made through the API for the bill journeys (issue 13): two diners order a round
 * each by name only at a free table of an open dine-in restaurant, the bill is split by diner, and the first diner's
 * part is to be paid at the restaurant (so a split and a transaction exist to open).
 */
import { randomUUID } from "node:crypto";
import type { PlacedOrder } from "@forkful/contracts/order-access";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { transactionSchema } from "@forkful/contracts/payments";
import type { APIRequestContext } from "@playwright/test";
import { encoded, expectNoTabAt, type FreeTable, freeTabTable, orderRoundViaApi, staffCall, staffToken } from "./tabs";

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
    await encoded(
      request,
      "/order/customer/split-bill",
      { orderId: first.orderId, tableToken: table.tableToken, mode: "diner", sharedLineIds: [] },
      token,
    ),
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

/** The manager takes a part of the bill at the counter; once every part is paid the tab closes and the table is free. */
export async function collectPartAtCounter(request: APIRequestContext, table: FreeTable, orderId: string, splitId: string): Promise<void> {
  await staffCall(request, await staffToken(request, table), "PUT", `/staff/orders/${orderId}/splits/${splitId}/payment`);
  await expectNoTabAt(request, table);
}
