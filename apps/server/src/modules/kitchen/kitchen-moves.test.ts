/**
 * The kitchen's moves (issue 13): every (from, to) pair of a dish and of a ticket, allowed or refused with its 409 and
 * nothing changed; who may move; the order's status following the dishes; two screens moving one dish at once.
 */

import { kitchenTicketSchema } from "@forkful/contracts/kitchen";
import { OrderStatus } from "@forkful/contracts/order-status";
import { orderSchema } from "@forkful/contracts/orders";
import { STAFF_ORDER_REFUSALS } from "@forkful/contracts/staff";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { KITCHEN_REFUSALS, kitchenItemWord, ROUND_WORDS } from "@forkful/contracts/tabs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import type { OrderStatusEvent } from "../../integrations/events/event-catalogue";
import {
  arrange,
  dishesOf,
  historyOf,
  moveDish,
  moveTicket,
  orderRowOf,
  roundOf,
  staffElsewhere,
  staffMember,
} from "../../test/kitchen-test-kit";
import { messageOf } from "../../test/sign-in-helpers";
import { acceptTab, orderRound, readTab, setUpTabTable, type TabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const events = createInProcessEvents();

beforeAll(async () => {
  t = await createTestApp({ events });
});
afterAll(() => t.close());

/** A fresh table's tab with `rounds` rounds of one dish each (Asha's, then Ben's…), accepted unless told not to. */
async function tabAt(rounds = 1, accept = true): Promise<{ table: TabTable; orderId: string }> {
  const table = await setUpTabTable(t);
  const first = await orderRound(t, table, { name: "Asha" });
  const orderId = first.order.orderId;
  for (let n = 2; n <= rounds; n++) await orderRound(t, table, { name: `Diner ${n}`, orderId });
  if (accept) await acceptTab(t, table, orderId);
  return { table, orderId };
}

/** What a refused move must leave as it was: the dishes, the round and the order. */
const stateOf = async (orderId: string) => ({
  dishes: await dishesOf(t, orderId),
  round: await roundOf(t, orderId, 1),
  order: await orderRowOf(t, orderId),
});

const word = kitchenItemWord;
const itemMove = (from: number | null, to: number) => KITCHEN_REFUSALS.itemMove(word(from), word(to));

describe("a dish's moves", () => {
  // from, the ticket's status, to, and "moves" or the refusal.
  const CASES: [number | null, number | null, number, string][] = [
    [null, null, 41, "moves"],
    [null, null, 42, itemMove(null, 42)],
    [null, null, 59, itemMove(null, 59)],
    [41, null, 41, itemMove(41, 41)],
    [41, null, 42, "moves"],
    [41, null, 59, itemMove(41, 59)],
    [42, null, 41, itemMove(42, 41)],
    [42, null, 42, itemMove(42, 42)],
    [42, null, 59, KITCHEN_REFUSALS.serveBeforeTicket],
    [42, 43, 59, "moves"],
    [59, 59, 41, itemMove(59, 41)],
    [59, 59, 42, itemMove(59, 42)],
    [59, 59, 59, itemMove(59, 59)],
  ];
  let tab: { table: TabTable; orderId: string };
  beforeAll(async () => {
    tab = await tabAt();
  });

  it.each(CASES)("from %s (ticket %s) to %s: %s", async (from, ticket, to, outcome) => {
    const { table, orderId } = tab;
    await arrange(t, orderId, { dishes: from, ticket, status: OrderStatus.BeingPrepared });
    const before = await stateOf(orderId);
    const [dish] = before.dishes;
    const answer = await moveDish(t, table.tokens.kitchen, orderId, dish!.id, to);
    if (outcome === "moves") {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const ticket = kitchenTicketSchema.parse(answer.body);
      expect(ticket.items.map((i) => [i.lineId, i.status, i.statusLabel])).toEqual([[dish!.id, to, word(to)]]);
      expect((await dishesOf(t, orderId))[0]!.itemStatus).toBe(to);
    } else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(messageOf(answer)).toBe(outcome);
      expect(await stateOf(orderId)).toEqual(before);
    }
  });
});

describe("a ticket's moves", () => {
  // the ticket's status, its dishes' status, to, and "moves" or the refusal.
  const CASES: [number | null, number, number, string][] = [
    [null, 42, 43, "moves"],
    [null, 41, 43, KITCHEN_REFUSALS.ticketNotReady],
    [null, 42, 59, KITCHEN_REFUSALS.serveBeforeTicket],
    [43, 42, 43, KITCHEN_REFUSALS.ticketAlready],
    [43, 42, 59, "moves"],
    [59, 59, 43, KITCHEN_REFUSALS.ticketServed],
    [59, 59, 59, KITCHEN_REFUSALS.ticketServed],
  ];
  let tab: { table: TabTable; orderId: string };
  beforeAll(async () => {
    tab = await tabAt();
  });

  it.each(CASES)("from %s (dishes %s) to %s: %s", async (ticket, dishes, to, outcome) => {
    const { table, orderId } = tab;
    await arrange(t, orderId, { dishes, ticket, status: OrderStatus.BeingPrepared });
    const before = await stateOf(orderId);
    const answer = await moveTicket(t, table.tokens.kitchen, orderId, 1, to);
    if (outcome === "moves") {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(kitchenTicketSchema.parse(answer.body)).toMatchObject({ sortOrder: 1, status: to });
      expect((await roundOf(t, orderId, 1)).ticketStatus).toBe(to);
      // Serving a ticket serves its dishes.
      const dishesNow = (await dishesOf(t, orderId)).map((d) => d.itemStatus);
      expect(dishesNow.every((s) => s === (to === 59 ? 59 : dishes))).toBe(true);
    } else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(messageOf(answer)).toBe(outcome);
      expect(await stateOf(orderId)).toEqual(before);
    }
  });

  it("answers 404 for a round the tab does not have, and for a dish of another order", async () => {
    const { table, orderId } = tab;
    const other = await tabAt();
    const [otherDish] = await dishesOf(t, other.orderId);
    const noRound = await moveTicket(t, table.tokens.kitchen, orderId, 7, 43);
    expect([noRound.status, messageOf(noRound)]).toEqual([404, KITCHEN_REFUSALS.noSuchRound]);
    const noDish = await moveDish(t, table.tokens.kitchen, orderId, otherDish!.id, 41);
    expect([noDish.status, messageOf(noDish)]).toEqual([404, KITCHEN_REFUSALS.noSuchLine]);
  });
});

describe("the order the kitchen may move", () => {
  it("refuses a tab not yet accepted, one that is over, and serving a dish or a ticket of an order that is not a tab (409, nothing changed)", async () => {
    const { table, orderId } = await tabAt(1, false);
    const [dish] = await dishesOf(t, orderId);
    for (const [status, tabState, refusal] of [
      [OrderStatus.Created, "open", KITCHEN_REFUSALS.notAccepted],
      [OrderStatus.CancelledByMerchant, "closed", KITCHEN_REFUSALS.orderOver],
      [OrderStatus.Complete, "closed", KITCHEN_REFUSALS.orderOver],
    ] as const) {
      await t.database.db.update(orders).set({ status, tabState }).where(eq(orders.id, orderId));
      const before = await stateOf(orderId);
      const answer = await moveDish(t, table.tokens.kitchen, orderId, dish!.id, 41);
      expect([answer.status, messageOf(answer)], `order ${status}, tab ${tabState}`).toEqual([409, refusal]);
      expect(await stateOf(orderId)).toEqual(before);
    }
    // Issue 26: the kitchen starts and readies any accepted order's dishes; serving stays the order's own move.
    await t.database.db.update(orders).set({ status: OrderStatus.Accepted, tabState: null }).where(eq(orders.id, orderId));
    const before = await stateOf(orderId);
    for (const answer of [
      await moveDish(t, table.tokens.kitchen, orderId, dish!.id, 59),
      await moveTicket(t, table.tokens.kitchen, orderId, 1, 43),
    ])
      expect([answer.status, messageOf(answer)]).toEqual([409, KITCHEN_REFUSALS.notATab]);
    expect(await stateOf(orderId)).toEqual(before);
  });

  it("lets the kitchen and managers move; a host and staff of another restaurant get 403", async () => {
    const { table, orderId } = await tabAt();
    const [dish] = await dishesOf(t, orderId);
    const host = await staffMember(t, table.locationId, "host");
    const managerElsewhere = await staffElsewhere(t, table.locationId, "manager");
    const kitchenElsewhere = await staffElsewhere(t, table.locationId, "kitchen");
    const before = await stateOf(orderId);
    const byHost = await moveDish(t, host.token, orderId, dish!.id, 41);
    expect([byHost.status, messageOf(byHost)]).toEqual([403, STAFF_ROLE_REFUSALS.notForRole(["manager", "kitchen"])]);
    const byOther = await moveDish(t, managerElsewhere.token, orderId, dish!.id, 41);
    expect([byOther.status, messageOf(byOther)]).toEqual([403, STAFF_ORDER_REFUSALS.otherRestaurant]);
    const ticketByOther = await moveTicket(t, kitchenElsewhere.token, orderId, 1, 43);
    expect(ticketByOther.status).toBe(403);
    expect(await stateOf(orderId)).toEqual(before);
    expect((await moveDish(t, table.tokens.manager, orderId, dish!.id, 41)).status).toBe(200);
    expect((await moveDish(t, table.tokens.kitchen, orderId, dish!.id, 42)).status).toBe(200);
  });
});

describe("the order's status follows its dishes", () => {
  it("goes into preparation at the first dish started, and is served (60) once every dish of every round is", async () => {
    const { table, orderId } = await tabAt(2);
    const cook = await staffMember(t, table.locationId, "kitchen");
    const heard: OrderStatusEvent[] = [];
    const stop = events.subscribe("orderStatus", { order: orderId }, (event) => heard.push(event));
    const [first, second] = await dishesOf(t, orderId);
    expect([first!.roundNo, second!.roundNo]).toEqual([1, 2]);
    const ok = async (answer: Promise<{ status: number; body: unknown }>) => expect((await answer).status).toBe(200);

    await ok(moveDish(t, cook.token, orderId, first!.id, 41));
    expect((await orderRowOf(t, orderId)).status).toBe(OrderStatus.BeingPrepared);
    expect((await historyOf(t, orderId)).at(-1)).toMatchObject({ status: 12, actor: `staff:${cook.staffId}` });
    await ok(moveDish(t, cook.token, orderId, first!.id, 42));
    await ok(moveTicket(t, cook.token, orderId, 1, 43));
    await ok(moveTicket(t, cook.token, orderId, 1, 59));
    expect((await orderRowOf(t, orderId)).status, "round 2 is not served yet").toBe(OrderStatus.BeingPrepared);

    await ok(moveDish(t, cook.token, orderId, second!.id, 41));
    await ok(moveDish(t, cook.token, orderId, second!.id, 42));
    await ok(moveTicket(t, cook.token, orderId, 2, 43));
    // The last dish served one by one serves its ticket, and the order.
    const served = await moveDish(t, cook.token, orderId, second!.id, 59);
    expect(kitchenTicketSchema.parse(served.body)).toMatchObject({ sortOrder: 2, status: 59, statusLabel: "Order Served (Dine-in)" });
    expect((await orderRowOf(t, orderId)).status).toBe(OrderStatus.ContactlessOrderServed);
    expect((await historyOf(t, orderId)).map((h) => h.status)).toEqual([6, 11, 12, 60]);
    stop();
    // Every change told the trackers: 8 moves, each with the order's status as it then was.
    expect(heard.map((e) => e.status)).toEqual([12, 12, 12, 12, 12, 12, 12, 60]);
  });

  it("the diners' tab reads a round as ready once every dish of it is, before the kitchen marks its ticket", async () => {
    const { table, orderId } = await tabAt();
    const asha = await orderRound(t, table, { name: "Asha", orderId, items: [table.line, table.line] });
    const roundOf2 = async () =>
      orderSchema.parse((await readTab(t, orderId, asha.token)).body).tab!.rounds.find((r) => r.sortOrder === 2)!;
    const dishes = (await dishesOf(t, orderId)).filter((d) => d.roundNo === 2);
    await moveDish(t, table.tokens.kitchen, orderId, dishes[0]!.id, 41);
    expect(await roundOf2()).toMatchObject({ state: "preparing", ticketLabel: ROUND_WORDS.preparing });
    for (const dish of dishes) {
      if (dish !== dishes[0]) await moveDish(t, table.tokens.kitchen, orderId, dish.id, 41);
      expect((await moveDish(t, table.tokens.kitchen, orderId, dish.id, 42)).status).toBe(200);
    }
    expect(await roundOf2()).toMatchObject({ ticketStatus: null, state: "ready", ticketLabel: ROUND_WORDS.ready });
  });

  it("completes (17) a tab already closed once its last dish is served", async () => {
    const { table, orderId } = await tabAt();
    await arrange(t, orderId, { dishes: 42, ticket: 43, status: OrderStatus.BeingPrepared });
    await t.database.db.update(orders).set({ tabState: "closed" }).where(eq(orders.id, orderId));
    expect((await moveTicket(t, table.tokens.kitchen, orderId, 1, 59)).status).toBe(200);
    expect((await orderRowOf(t, orderId)).status).toBe(OrderStatus.Complete);
    expect((await historyOf(t, orderId)).slice(-2).map((h) => h.status)).toEqual([60, 17]);
  });
});

it("two screens starting one dish at once: one moves it, the other gets 409", async () => {
  const { table, orderId } = await tabAt();
  const [dish] = await dishesOf(t, orderId);
  const answers = await Promise.all([
    moveDish(t, table.tokens.kitchen, orderId, dish!.id, 41),
    moveDish(t, table.tokens.manager, orderId, dish!.id, 41),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(messageOf(answers.find((a) => a.status === 409)!)).toBe(itemMove(41, 41));
  expect((await historyOf(t, orderId)).filter((h) => h.status === 12)).toHaveLength(1);
});
