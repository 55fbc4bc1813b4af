/**
 * Voiding a round placed in error (issue 24, decision 028): a manager's call; the round's dishes leave the bill and the
 * order's totals, their stock comes back, its kitchen ticket goes, the diners' tab shows it voided, and who, when and
 * why are kept on the round. Refused (and nothing changed) for other roles, once any of the bill is paid or being
 * paid, for the tab's only round, and twice.
 */
import { randomUUID } from "node:crypto";
import { kitchenTicketsAnswerSchema } from "@forkful/contracts/kitchen";
import { OrderStatus } from "@forkful/contracts/order-status";
import { orderSchema } from "@forkful/contracts/orders";
import { VOID_ROUND_REFUSALS } from "@forkful/contracts/round-voids";
import { STAFF_ORDER_REFUSALS } from "@forkful/contracts/staff";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { ROUND_WORDS } from "@forkful/contracts/tabs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoHostUserName, demoStaffUserName } from "../../../seed/seed-staff";
import { orderSplits } from "../../db/schema/bills";
import { menuItems } from "../../db/schema/menu";
import { merchantLocations } from "../../db/schema/merchants";
import { snapshotData } from "../../test/data-snapshot";
import { arrange, kitchenTickets, orderRowOf, roundOf } from "../../test/kitchen-test-kit";
import { openRestaurants } from "../../test/order-test-kit";
import { encodedCall, jsonCall, messageOf } from "../../test/sign-in-helpers";
import { acceptTab, orderRound, type PlacedRound, readTab, setUpTabTable, staffToken, type TabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const voidRound = (orderId: string, sortOrder: number, token: string, reason = "Ordered twice by mistake") =>
  jsonCall(t, "POST", `/staff/orders/${orderId}/rounds/${sortOrder}/void`, { reason }, { token });

interface TwoRounds {
  table: TabTable;
  orderId: string;
  asha: PlacedRound;
  ben: PlacedRound;
}

/** Asha's round of one dish, then Ben's round of two. */
async function twoRounds(): Promise<TwoRounds> {
  const table = await setUpTabTable(t);
  const asha = await orderRound(t, table, { name: "Asha" });
  const ben = await orderRound(t, table, { name: "Ben", orderId: asha.order.orderId, items: [{ ...table.line, quantity: 2 }] });
  return { table, orderId: asha.order.orderId, asha, ben };
}

const stockOf = async (itemId: number) =>
  (await t.database.db.select({ stock: menuItems.stockQuantity }).from(menuItems).where(eq(menuItems.id, itemId)))[0]!.stock;

/** What a refused void must leave as it was. */
const BILL_TABLES = { orders: "*", order_items: "*", order_rounds: "*", order_splits: "*", menu_items: "id, stock_quantity" };

describe("a manager voids a round placed in error", () => {
  it("takes its dishes out of the bill, gives their stock back, drops its ticket, and the diners see it voided", async () => {
    const { table, orderId, asha, ben } = await twoRounds();
    await acceptTab(t, table, orderId);
    await t.database.db.update(menuItems).set({ stockQuantity: 20 }).where(eq(menuItems.id, table.line.itemId));
    const before = await orderRowOf(t, orderId);
    const roundOne = asha.order.totals;

    const answer = await voidRound(orderId, 2, table.tokens.manager, "  Ordered twice by mistake ");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = orderSchema.parse(answer.body);
    expect(order.items.map((i) => i.sortOrder)).toEqual([1]);
    expect([order.totals.subtotal, order.totals.tax, order.totals.total]).toEqual([roundOne.subtotal, roundOne.tax, roundOne.total]);
    expect(before.subtotal).toBeGreaterThan(roundOne.subtotal);
    expect(await stockOf(table.line.itemId)).toBe(22);

    const round = await roundOf(t, orderId, 2);
    expect(round.voidedBy).toMatch(/^staff:/);
    expect(round.voidReason).toBe("Ordered twice by mistake");
    expect(round.voidedAt).not.toBeNull();
    const tickets = kitchenTicketsAnswerSchema.parse((await kitchenTickets(t, table.tokens.manager)).body).tickets;
    expect(tickets.filter((k) => k.orderId === orderId).map((k) => k.sortOrder)).toEqual([1]);

    const seen = orderSchema.parse((await readTab(t, orderId, ben.token)).body);
    const voided = seen.tab!.rounds.find((r) => r.sortOrder === 2)!;
    expect(voided).toMatchObject({ state: "voided", ticketLabel: ROUND_WORDS.voided, dinerName: "Ben" });
    expect(voided.voided?.lines).toEqual([
      { itemName: seen.items[0]!.itemName, quantity: 2, subtotal: before.subtotal - roundOne.subtotal },
    ]);
    expect(seen.totals.total).toBe(roundOne.total);
    // Voided reasons are staff's: the diners' view does not carry them.
    expect(JSON.stringify(seen)).not.toContain("Ordered twice");
  });

  it("serves the tab when every dish left is served, and undoes a split nobody has paid", async () => {
    const { table, orderId, asha } = await twoRounds();
    await acceptTab(t, table, orderId);
    await arrange(t, orderId, { dishes: OrderStatus.Served, ticket: OrderStatus.Served, roundNo: 1, status: OrderStatus.BeingPrepared });
    const split = await encodedCall(
      t,
      "POST",
      "/order/customer/split-bill",
      { orderId, tableToken: table.tableToken, mode: "equal", parts: 2 },
      { token: asha.token },
    );
    expect(split.status, JSON.stringify(split.body)).toBe(200);

    const answer = await voidRound(orderId, 2, table.tokens.manager);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = orderSchema.parse(answer.body);
    expect(order.status).toBe(OrderStatus.ContactlessOrderServed);
    expect(order.tab?.state).toBe("open");
    expect(order.tab?.splits).toEqual([]);
    const parts = await t.database.db.select().from(orderSplits).where(eq(orderSplits.orderId, orderId));
    expect(parts.every((p) => p.state === "void")).toBe(true);
  });
});

describe("what may not be voided (nothing changes)", () => {
  it("by a host, the kitchen or another restaurant's manager (403)", async () => {
    const { table, orderId } = await twoRounds();
    const [location] = await t.database.db.select().from(merchantLocations).where(eq(merchantLocations.id, table.locationId));
    const host = await staffToken(t, demoHostUserName(location!.locationSlug));
    const before = await snapshotData(t.database, BILL_TABLES);
    for (const token of [host, table.tokens.kitchen]) {
      const refused = await voidRound(orderId, 2, token);
      expect([refused.status, messageOf(refused)]).toEqual([403, STAFF_ROLE_REFUSALS.notForRole(["manager"])]);
    }
    const other = (await openRestaurants(t, "pickup")).find((r) => r.id !== table.locationId)!;
    const refused = await voidRound(orderId, 2, await staffToken(t, demoStaffUserName(other.locationSlug)));
    expect([refused.status, messageOf(refused)]).toEqual([403, STAFF_ORDER_REFUSALS.otherRestaurant]);
    expect(await snapshotData(t.database, BILL_TABLES)).toEqual(before);
  });

  it("a round of a bill paid or being paid, in whole or in part (409)", async () => {
    const { table, orderId, asha } = await twoRounds();
    const split = await encodedCall(
      t,
      "POST",
      "/order/customer/split-bill",
      { orderId, tableToken: table.tableToken, mode: "equal", parts: 2 },
      { token: asha.token },
    );
    const splitId = orderSchema.parse(split.body).tab!.splits[0]!.splitId;
    const offline = await encodedCall(
      t,
      "POST",
      "/payment/customer-initiate-offline-payment",
      { orderId, splitId, idempotencyKey: randomUUID() },
      { token: asha.token },
    );
    expect(offline.status, JSON.stringify(offline.body)).toBe(200);
    const before = await snapshotData(t.database, BILL_TABLES);
    const beingPaid = await voidRound(orderId, 2, table.tokens.manager);
    expect([beingPaid.status, messageOf(beingPaid)]).toEqual([409, VOID_ROUND_REFUSALS.partPaid]);
    const taken = await jsonCall(t, "PUT", `/staff/orders/${orderId}/splits/${splitId}/payment`, undefined, {
      token: table.tokens.manager,
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const afterPaid = await snapshotData(t.database, BILL_TABLES);
    const paid = await voidRound(orderId, 2, table.tokens.manager);
    expect([paid.status, messageOf(paid)]).toEqual([409, VOID_ROUND_REFUSALS.partPaid]);
    expect(await snapshotData(t.database, BILL_TABLES)).toEqual(afterPaid);
    expect(afterPaid).not.toEqual(before);
  });

  it("the tab's only round, a round twice, a round it does not have", async () => {
    const { table, orderId } = await twoRounds();
    expect((await voidRound(orderId, 2, table.tokens.manager)).status).toBe(200);
    const before = await snapshotData(t.database, BILL_TABLES);
    const twice = await voidRound(orderId, 2, table.tokens.manager);
    expect([twice.status, messageOf(twice)]).toEqual([409, VOID_ROUND_REFUSALS.already]);
    const only = await voidRound(orderId, 1, table.tokens.manager);
    expect([only.status, messageOf(only)]).toEqual([409, VOID_ROUND_REFUSALS.onlyRound]);
    const none = await voidRound(orderId, 7, table.tokens.manager);
    expect([none.status, messageOf(none)]).toEqual([404, VOID_ROUND_REFUSALS.noSuchRound]);
    const noReason = await voidRound(orderId, 1, table.tokens.manager, " ");
    expect(noReason.status).toBe(400);
    expect(await snapshotData(t.database, BILL_TABLES)).toEqual(before);
  });
});
