/**
 * The host stand's floor plan (issue 26): each table's state from its party and its tab (free, held, seated, ordering,
 * eating, paying, needs clearing) with the tab a host sees, and "cleared", which frees only a table that needs clearing.
 */
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { STAFF_FLOOR_REFUSALS, type StaffTable, staffTablesAnswerSchema, type TableState } from "@forkful/contracts/staff-tables";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diningTables } from "../../db/schema/tables";
import { moveDish, moveTicket, staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { splitTabInParts } from "../../test/payment-test-kit";
import { messageOf } from "../../test/sign-in-helpers";
import { bookingRow, insertBooking, staffCall } from "../../test/staff-floor-test-kit";
import { acceptTab, orderRound, payTabAtCounter, setUpTabTable, type TabTable } from "../../test/tab-test-kit";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { tableStateOf } from "./table-state";

let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await createTestApp();
  const { locationId } = await setUpTabTable(t);
  host = (await staffMember(t, locationId, "host")).token;
});
afterAll(() => t.close());

const floorNow = async (token = host): Promise<StaffTable[]> => {
  const answer = await staffCall(t, token, "GET", "/tables");
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return staffTablesAnswerSchema.parse(answer.body).tables;
};
const shown = async (table: TabTable) => (await floorNow()).find((row) => row.tableId === table.tableId)!;

/** A fresh table with a party of three in `status` at it. */
async function tableWithParty(status: "Notified" | "Seated") {
  const table = await setUpTabTable(t);
  const [row] = await t.database.db.select().from(diningTables).where(eq(diningTables.tableId, table.tableId));
  const party = await insertBooking(t, table.locationId, {
    status,
    tableRef: row!.id,
    guestCount: 3,
    seatedAt: status === "Seated" ? TEST_NOW : null,
  });
  return { table, party };
}

/** A seated party that has ordered one round (accepted by the restaurant). */
async function orderingTable() {
  const { table, party } = await tableWithParty("Seated");
  const { order, token } = await orderRound(t, table, { name: "Asha" });
  await acceptTab(t, table, order.orderId);
  return { table, party, orderId: order.orderId, dinerToken: token };
}

async function serveEverything(table: TabTable, orderId: string) {
  const cook = await staffMember(t, table.locationId, "kitchen");
  const [dish] = await t.database.db.query.orderItems.findMany({ where: (items, { eq: is }) => is(items.orderId, orderId) });
  for (const to of [41, 42]) expect((await moveDish(t, cook.token, orderId, dish!.id, to)).status).toBe(200);
  for (const to of [43, 59]) expect((await moveTicket(t, cook.token, orderId, 1, to)).status).toBe(200);
}

describe("each table's state on the floor plan", () => {
  it("is free with nobody there, held for a notified party, seated before anyone orders", async () => {
    const empty = await setUpTabTable(t);
    expect(await shown(empty)).toMatchObject({ state: "free", booking: null, tab: null, seatedAt: null });
    const held = await tableWithParty("Notified");
    expect(await shown(held.table)).toMatchObject({ state: "held", booking: { reservationId: held.party.id }, tab: null });
    const seated = await tableWithParty("Seated");
    expect(await shown(seated.table)).toMatchObject({ state: "seated", seatedAt: TEST_NOW.toISOString(), tab: null });
  });

  it("is ordering while a round is in the kitchen, with the tab: guests, money, open rounds", async () => {
    const { table, orderId } = await orderingTable();
    const row = await shown(table);
    expect(row.state).toBe("ordering");
    expect(row.tab).toMatchObject({ orderId, guests: 3, openRounds: 1, paid: 0, parts: null });
    expect(row.tab!.due).toBe(row.tab!.total);
    expect(row.tab!.rounds).toEqual([expect.objectContaining({ roundNo: 1, dinerName: "Asha", state: "sent" })]);
  });

  it("is eating once every dish is served, paying once the bill is split, needs clearing once paid in full", async () => {
    const { table, orderId, dinerToken } = await orderingTable();
    await serveEverything(table, orderId);
    expect(await shown(table)).toMatchObject({ state: "eating", tab: { openRounds: 0 } });

    const split = await orderingTable();
    await splitTabInParts(t, split.orderId, 2);
    expect(await shown(split.table)).toMatchObject({ state: "paying", tab: { parts: { count: 2, paid: 0 } } });

    await payTabAtCounter(t, table, orderId, dinerToken);
    expect(await shown(table)).toMatchObject({ state: "clearing", tab: { orderId, due: 0 } });
  });

  it("a tab opened at a table nobody was seated at still shows (ordering), and a paid one leaves the table free", async () => {
    const table = await setUpTabTable(t);
    const { order, token } = await orderRound(t, table);
    await acceptTab(t, table, order.orderId);
    expect((await shown(table)).state).toBe("ordering");
    await payTabAtCounter(t, table, order.orderId, token);
    expect(await shown(table)).toMatchObject({ state: "free", tab: null });
  });

  it("derives every state from the party and the tab alone", () => {
    const tab = (state: "open" | "settling" | "closed", rounds: string[], status = 11) =>
      ({ status, payment: null, tab: { state, splits: [], rounds: rounds.map((s) => ({ state: s })) } }) as never;
    const cases: [TableState, Parameters<typeof tableStateOf>[0]][] = [
      ["free", { party: null, tab: null }],
      ["held", { party: { status: "Notified" }, tab: null }],
      ["seated", { party: { status: "Seated" }, tab: null }],
      ["ordering", { party: { status: "Seated" }, tab: tab("open", ["served", "preparing"]) }],
      ["eating", { party: { status: "Seated" }, tab: tab("open", ["served", "voided"]) }],
      ["paying", { party: { status: "Seated" }, tab: tab("settling", ["served"]) }],
      ["clearing", { party: { status: "Seated" }, tab: tab("closed", ["served"], 17) }],
      ["seated", { party: { status: "Seated" }, tab: tab("closed", [], 9) }],
    ];
    for (const [state, input] of cases) expect(tableStateOf(input), state).toBe(state);
  });
});

describe("POST /staff/tables/{tableId}/cleared", () => {
  async function toClear() {
    const { table, party, orderId, dinerToken } = await orderingTable();
    await payTabAtCounter(t, table, orderId, dinerToken);
    expect((await shown(table)).state).toBe("clearing");
    return { table, party };
  }
  const clear = (token: string, tableId: string) => staffCall(t, token, "POST", `/tables/${tableId}/cleared`);

  it("frees a table that needs clearing (a host or a manager): the visit is Completed", async () => {
    for (const who of ["host", "manager"] as const) {
      const { table, party } = await toClear();
      const token = who === "host" ? host : table.tokens.manager;
      const answer = await clear(token, table.tableId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((await bookingRow(t, party.id)).status).toBe("Completed");
      expect(await shown(table)).toMatchObject({ state: "free", booking: null, tab: null });
      expect((await clear(token, table.tableId)).status, "a second clear finds nothing to clear").toBe(409);
    }
  });

  it("refuses (409, nothing changed) a table whose party is still ordering, and a free one", async () => {
    const { table, party } = await orderingTable();
    const refused = await clear(host, table.tableId);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(STAFF_FLOOR_REFUSALS.notClearing);
    expect((await bookingRow(t, party.id)).status).toBe("Seated");
    expect((await clear(host, (await setUpTabTable(t)).tableId)).status).toBe(409);
  });

  it("refuses the kitchen (403), staff of another restaurant (404: no such table there), and no sign-in (401)", async () => {
    const { table, party } = await toClear();
    const cook = await staffMember(t, table.locationId, "kitchen");
    const kitchen = await clear(cook.token, table.tableId);
    expect(kitchen.status).toBe(403);
    expect(messageOf(kitchen)).toBe(STAFF_ROLE_REFUSALS.notForRole(["manager", "host"]));
    const elsewhere = await clear((await staffElsewhere(t, table.locationId, "manager")).token, table.tableId);
    expect(elsewhere.status).toBe(404);
    expect(messageOf(elsewhere)).toBe(STAFF_FLOOR_REFUSALS.noSuchTable);
    expect((await clear("", table.tableId)).status).toBe(401);
    expect((await staffCall(t, host, "POST", "/tables/not%20a%20table/cleared")).status).toBe(400);
    expect((await bookingRow(t, party.id)).status).toBe("Seated");
    expect((await shown(table)).state).toBe("clearing");
  });
});
