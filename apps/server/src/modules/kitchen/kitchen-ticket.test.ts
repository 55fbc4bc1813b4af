/**
 * The kitchen's tickets (issue 13): POST /kot/v2/getKOTItemsBySortOrder per round, narrowed by a split part or a
 * payment, read only by a tab's diners and its staff; and the staff's list of tickets still to serve.
 */
import { randomUUID } from "node:crypto";
import { KOT_REFUSALS, kitchenTicketsAnswerSchema } from "@forkful/contracts/kitchen";
import type { KotAnswer } from "@forkful/contracts/order-lookups";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderSplits } from "../../db/schema/bills";
import { payments } from "../../db/schema/payments";
import { dishesOf, kitchenTickets, kot, moveDish, moveTicket, staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { type Answer, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { acceptTab, orderRound, type PlacedRound, setUpTabTable, type TabTable } from "../../test/tab-test-kit";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

let t: TestApp;
let table: TabTable;
let asha: PlacedRound;
let ben: PlacedRound;
let orderId: string;
let lineIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  table = await setUpTabTable(t);
  asha = await orderRound(t, table, { name: "Asha" });
  orderId = asha.order.orderId;
  ben = await orderRound(t, table, { name: "Ben", orderId, items: [table.line, table.line] });
  lineIds = (await dishesOf(t, orderId)).map((d) => d.id);
});
afterAll(() => t.close());

/** A part of the bill holding some of the tab's dishes, as the split-bill call writes one. */
async function splitOf(lines: number[]): Promise<string> {
  const [part] = await t.database.db
    .insert(orderSplits)
    .values({
      orderId,
      planNo: 1,
      mode: "items",
      position: (await t.database.db.$count(orderSplits)) + 1,
      label: "Part",
      lines: lines.map((lineId) => ({ lineId, itemName: "Dish", numerator: 1, denominator: 1, subtotal: 100, tax: 0 })),
      subtotal: 100,
      tax: 0,
      tip: 0,
      discount: 0,
      walletRedeemed: 0,
      total: 100,
      state: "unpaid",
      createdAt: TEST_NOW,
    })
    .returning();
  return part!.id;
}

/** A payment of the tab (a split part's, or the whole order's), cancelled so it holds nothing. */
async function paymentOf(ofOrder: string, splitId: string | null): Promise<string> {
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      orderId: ofOrder,
      splitId,
      startKey: randomUUID(),
      paymentType: "CNP",
      state: "cancelled",
      amount: 100,
      currency: "USD",
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning();
  return payment!.id;
}

const roundsOf = (answer: KotAnswer | Answer) =>
  (answer as KotAnswer).tickets.map((ticket) => [ticket.sortOrder, ticket.dinerName, ticket.items.map((i) => i.lineId)]);

describe("the KOT of a tab", () => {
  it("answers one ticket per round, with who ordered it and where each dish is", async () => {
    const answer = (await kot(t, { orderId }, asha.token)) as KotAnswer;
    expect(roundsOf(answer)).toEqual([
      [1, "Asha", [lineIds[0]]],
      [2, "Ben", [lineIds[1], lineIds[2]]],
    ]);
    expect(answer.items).toHaveLength(3);
    expect(answer.tickets[0]).toMatchObject({ orderId, tableId: table.tableId, status: null, statusLabel: "In the kitchen" });
    expect(answer.tickets[0]!.items[0]).toMatchObject({ status: null, statusLabel: "Sent to the kitchen", quantity: 1 });
  });

  it("shows the kitchen's moves", async () => {
    await acceptTab(t, table, orderId);
    expect((await moveDish(t, table.tokens.kitchen, orderId, lineIds[0]!, 41)).status).toBe(200);
    const answer = (await kot(t, { orderId }, ben.token)) as KotAnswer;
    expect(answer.tickets[0]!.items[0]).toMatchObject({ status: 41, statusLabel: "In preparation" });
    expect(answer.tickets[1]!.items.map((i) => i.status)).toEqual([null, null]);
  });

  it("narrows to a split part's dishes, by its splitId or by a payment of it", async () => {
    const splitId = await splitOf([lineIds[1]!]);
    expect(roundsOf(await kot(t, { orderId, splitId }, asha.token))).toEqual([[2, "Ben", [lineIds[1]]]]);
    const transactionId = await paymentOf(orderId, splitId);
    expect(roundsOf(await kot(t, { orderId, transactionId }, asha.token))).toEqual([[2, "Ben", [lineIds[1]]]]);
    const narrowed = (await kot(t, { orderId, transactionId }, asha.token)) as KotAnswer;
    expect(narrowed.items).toHaveLength(1);
  });

  it("answers every ticket for a payment of the whole tab", async () => {
    const transactionId = await paymentOf(orderId, null);
    expect(roundsOf(await kot(t, { orderId, transactionId }, asha.token))).toHaveLength(2);
  });

  it("answers 404 for a part or a payment that is not of this order", async () => {
    const other = await setUpTabTable(t);
    const elsewhere = await orderRound(t, other, { name: "Chen" });
    const theirPayment = await paymentOf(elsewhere.order.orderId, null);
    for (const [narrow, text] of [
      [{ splitId: randomUUID() }, SPLIT_REFUSALS.noSuchSplit],
      [{ splitId: "not-a-part" }, SPLIT_REFUSALS.noSuchSplit],
      [{ transactionId: randomUUID() }, KOT_REFUSALS.noSuchTransaction],
      [{ transactionId: theirPayment }, KOT_REFUSALS.noSuchTransaction],
    ] as const) {
      expect(messageOf((await kot(t, { orderId, ...narrow }, asha.token, 404)) as Answer)).toBe(text);
    }
  });

  it("is read by the tab's diners and its restaurant's staff only", async () => {
    const stranger = await signUpByOtp(t);
    const otherTable = await orderRound(t, await setUpTabTable(t), { name: "Dee" });
    const host = await staffMember(t, table.locationId, "host");
    const elsewhere = await staffElsewhere(t, table.locationId, "manager");
    for (const token of [stranger.accessToken, otherTable.token, elsewhere.token]) {
      expect(messageOf((await kot(t, { orderId }, token, 403)) as Answer)).toBe(TAB_REFUSALS.notADiner);
    }
    await kot(t, { orderId }, undefined, 401);
    for (const token of [table.tokens.manager, table.tokens.kitchen, host.token]) await kot(t, { orderId }, token);
  });
});

it("answers a single ticket for an order that is not a tab, to anyone with its link, naming nobody", async () => {
  const [restaurant] = await openRestaurants(t, "pickup");
  const line = lineFor(untrackedItem(await menuOf(t, restaurant!.id, "pickup")));
  const placed = await placeOrder(t, orderRequest(restaurant!.id, [line], { fullName: "Priya Private" }));
  const answer = (await kot(t, { orderId: (placed.body as { orderId: string }).orderId })) as KotAnswer;
  expect(answer.tickets.map((ticket) => [ticket.sortOrder, ticket.dinerName, ticket.items.length])).toEqual([[1, "", 1]]);
});

it("lists the restaurant's tickets still to serve for its staff, oldest first", async () => {
  const next = await setUpTabTable(t);
  const first = await orderRound(t, next, { name: "Eve" });
  await orderRound(t, next, { name: "Fay", orderId: first.order.orderId });
  await acceptTab(t, next, first.order.orderId);
  const listed = async (token: string) =>
    kitchenTicketsAnswerSchema
      .parse((await kitchenTickets(t, token)).body)
      .tickets.filter((ticket) => ticket.orderId === first.order.orderId)
      .map((ticket) => [ticket.sortOrder, ticket.dinerName]);
  expect(await listed(next.tokens.kitchen)).toEqual([
    [1, "Eve"],
    [2, "Fay"],
  ]);
  const [dish] = await dishesOf(t, first.order.orderId);
  for (const status of [41, 42]) await moveDish(t, next.tokens.kitchen, first.order.orderId, dish!.id, status);
  for (const status of [43, 59]) expect((await moveTicket(t, next.tokens.kitchen, first.order.orderId, 1, status)).status).toBe(200);
  expect(await listed(next.tokens.kitchen), "a served ticket leaves the rail").toEqual([[2, "Fay"]]);
  expect(await listed((await staffElsewhere(t, next.locationId, "kitchen")).token), "another restaurant's kitchen").toEqual([]);
});
