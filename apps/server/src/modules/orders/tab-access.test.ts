import { randomUUID } from "node:crypto";
import { KOT_REFUSALS } from "@forkful/contracts/kitchen";
import { orderSchema, ordersPageSchema } from "@forkful/contracts/orders";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { KITCHEN_REFUSALS, TAB_REFUSALS, tableTabAnswerSchema } from "@forkful/contracts/tabs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStaffUserName } from "../../../seed/seed-staff";
import { orderSplits } from "../../db/schema/bills";
import { bookings } from "../../db/schema/bookings";
import { payments } from "../../db/schema/payments";
import { diningTables } from "../../db/schema/tables";
import { openRestaurants } from "../../test/order-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { orderRound, readTab, setUpTabTable, staffToken, type TabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let table: TabTable;
beforeAll(async () => {
  t = await createTestApp();
  table = await setUpTabTable(t);
});
afterAll(() => t.close());

/** At the table: with its QR token (decision 028). */
const tableTab = (tableId: string, token?: string, { locationId = table.locationId, tableToken = table.tableToken } = {}) =>
  encodedCall(t, "POST", "/order/customer/table-tab", { locationId, tableId, tableToken }, { token });

describe("who may see a table's tab", () => {
  it("its diners and its restaurant's staff; a stranger, a diner of another table and staff elsewhere are refused", async () => {
    const first = await orderRound(t, table, { name: "Asha" });
    const second = await orderRound(t, table, { name: "Ravi" });
    const orderId = first.order.orderId;
    for (const token of [first.token, second.token, table.tokens.manager]) {
      const read = await readTab(t, orderId, token);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(orderSchema.parse(read.body).tab!.diners).toHaveLength(2);
    }
    expect(orderSchema.parse((await readTab(t, orderId, second.token)).body).tab!.youDinerId).not.toBeNull();
    expect(orderSchema.parse((await readTab(t, orderId, table.tokens.manager)).body).tab!.youDinerId).toBeNull();
    const asOther = orderSchema.parse((await readTab(t, orderId, second.token)).body);
    expect([asOther.fullName, asOther.customerId]).toEqual(["", null]);
    expect(orderSchema.parse((await readTab(t, orderId, first.token)).body).fullName).toBe("Asha");

    expect((await readTab(t, orderId)).status).toBe(401);
    const stranger = await signUpByOtp(t);
    const refused = await readTab(t, orderId, stranger.accessToken);
    expect([refused.status, messageOf(refused)]).toEqual([403, TAB_REFUSALS.notADiner]);
    const elsewhere = await orderRound(t, await setUpTabTable(t), { name: "Meera" });
    expect((await readTab(t, orderId, elsewhere.token)).status).toBe(403);
    const elsewhereRestaurant = (await openRestaurants(t, "pickup")).find((r) => r.id !== table.locationId)!;
    const otherStaff = await staffToken(t, demoStaffUserName(elsewhereRestaurant.locationSlug));
    expect((await readTab(t, orderId, otherStaff)).status).toBe(403);
    const byGet = await encodedCall(t, "GET", `/order/v2/getOrder?orderId=${orderId}`, undefined, { token: elsewhere.token });
    expect(byGet.status).toBe(403);
  });

  it("lets any diner pay the tab, and nobody else", async () => {
    const own = await setUpTabTable(t);
    const first = await orderRound(t, own, { name: "Asha" });
    const second = await orderRound(t, own, { name: "Ravi" });
    const start = (token?: string) =>
      encodedCall(t, "POST", "/payment/start-transaction", { orderId: first.order.orderId, idempotencyKey: randomUUID() }, { token });
    const stranger = await signUpByOtp(t);
    expect((await start(stranger.accessToken)).status).toBe(403);
    expect((await start(second.token)).status).toBeLessThan(300);
  });
});

describe("POST /order/customer narrowed", () => {
  it("to a round, a part of the bill and a payment", async () => {
    const own = await setUpTabTable(t);
    const first = await orderRound(t, own, { name: "Asha" });
    const { order } = await orderRound(t, own, { name: "Ravi", items: [own.line, own.line] });
    const round2 = orderSchema.parse((await readTab(t, order.orderId, first.token, { sortOrder: 2 })).body);
    expect(round2.sortOrder).toBe(2);
    expect(round2.items.map((i) => i.dinerName)).toEqual(["Ravi", "Ravi"]);
    const noRound = await readTab(t, order.orderId, first.token, { sortOrder: 7 });
    expect([noRound.status, messageOf(noRound)]).toEqual([404, KITCHEN_REFUSALS.noSuchRound]);

    const at = new Date();
    const line = order.items[0]!;
    const [split] = await t.database.db
      .insert(orderSplits)
      .values({
        orderId: order.orderId,
        planNo: 1,
        mode: "equal",
        position: 1,
        label: "Part 1 of 1",
        lines: [{ lineId: line.lineId, itemName: line.itemName, numerator: 1, denominator: 1, subtotal: 0, tax: 0 }],
        subtotal: order.totals.subtotal,
        tax: order.totals.tax,
        tip: 0,
        discount: 0,
        walletRedeemed: 0,
        total: order.totals.total,
        state: "unpaid",
        createdAt: at,
      })
      .returning();
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        orderId: order.orderId,
        splitId: split!.id,
        startKey: randomUUID(),
        paymentType: "CNP",
        state: "started",
        amount: order.totals.total,
        currency: order.currency,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const bySplit = orderSchema.parse((await readTab(t, order.orderId, first.token, { splitId: split!.id })).body);
    expect(bySplit.splitId).toBe(split!.id);
    expect(bySplit.payment?.transactionId).toBe(payment!.id);
    expect(bySplit.tab!.splits.map((s) => s.splitId)).toEqual([split!.id]);
    expect(bySplit.tab!.splitMode).toBe("equal");
    const byPayment = orderSchema.parse((await readTab(t, order.orderId, first.token, { transactionId: payment!.id })).body);
    expect([byPayment.transactionId, byPayment.splitId, byPayment.payment?.splitId]).toEqual([payment!.id, split!.id, split!.id]);

    const noSplit = await readTab(t, order.orderId, first.token, { splitId: randomUUID() });
    expect([noSplit.status, messageOf(noSplit)]).toEqual([404, SPLIT_REFUSALS.noSuchSplit]);
    const notUuid = await readTab(t, order.orderId, first.token, { splitId: "part-1" });
    expect(notUuid.status).toBe(404);
    const noPayment = await readTab(t, order.orderId, first.token, { transactionId: randomUUID() });
    expect([noPayment.status, messageOf(noPayment)]).toEqual([404, KOT_REFUSALS.noSuchTransaction]);
  });
});

describe("POST /order/customer/table-tab", () => {
  it("names the table and its open tab, and whether the caller sits at it; the tab's id and names only to its diners", async () => {
    const own = await setUpTabTable(t);
    const at = { tableToken: own.tableToken };
    const empty = tableTabAnswerSchema.parse((await tableTab(own.tableId.toLowerCase(), undefined, at)).body);
    expect(empty).toEqual({
      tableId: own.tableId,
      selectedTableName: `Table ${own.tableId}`,
      selectedSectionId: String(own.sectionId),
      tab: null,
    });
    const first = await orderRound(t, own, { name: "Asha Rao" });
    await orderRound(t, own, { name: "Ravi" });
    const mine = tableTabAnswerSchema.parse((await tableTab(own.tableId, first.token, at)).body);
    expect(mine.tab).toEqual({ orderId: first.order.orderId, state: "open", rounds: 2, diners: 2, youAreADiner: true, firstDiner: "Asha" });
    // Someone at the table who has not ordered yet: the join screen's first name, no tab id, no other name.
    const joining = await tableTab(own.tableId, undefined, at);
    expect(tableTabAnswerSchema.parse(joining.body).tab).toEqual({
      orderId: null,
      state: "open",
      rounds: 2,
      diners: 2,
      youAreADiner: false,
      firstDiner: "Asha",
    });
    expect(JSON.stringify(joining.body)).not.toMatch(/Rao|Ravi/);
  });

  it("answers 404 for an unknown table or restaurant", async () => {
    const table404 = await tableTab("NOPE-9");
    expect([table404.status, messageOf(table404)]).toEqual([404, TAB_REFUSALS.noSuchTable]);
    expect((await tableTab(table.tableId, undefined, { locationId: 2_000_000_000 })).status).toBe(404);
  });
});

describe("a diner at a table", () => {
  it("keeps their place when their guest session proves a number with a code", async () => {
    const own = await setUpTabTable(t);
    const guest = await orderRound(t, own, { name: "Asha" });
    const account = await signUpByOtp(t, { token: guest.token, fullName: "Asha" });
    const read = await readTab(t, guest.order.orderId, account.accessToken);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(orderSchema.parse(read.body).tab!.youDinerId).toBe(guest.order.tab!.youDinerId);
  });

  it("joins the party seated at the table: the tab is that booking's, and its diner sits at it", async () => {
    const own = await setUpTabTable(t);
    const [tableRow] = await t.database.db.select().from(diningTables).where(eq(diningTables.tableId, own.tableId));
    const host = await signUpByOtp(t);
    const at = new Date();
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        kind: "checkin",
        locationId: own.locationId,
        customerId: host.customerId,
        status: "Seated",
        fullName: "Meera",
        guestCount: 3,
        channelName: "ONLINE",
        tableRef: tableRow!.id,
        createdAt: at,
        updatedAt: at,
        seatedAt: at,
      })
      .returning();
    const round = await orderRound(t, own, { name: "Asha" });
    expect(round.order.tab!.reservationId).toBe(booking!.id);
    expect(round.order.tab!.diners.map((d) => d.name)).toEqual(["Asha", "Meera"]);
    expect((await readTab(t, round.order.orderId, host.accessToken)).status).toBe(200);
  });

  it("finds the tab among their orders, in its shared view when someone else opened it", async () => {
    const own = await setUpTabTable(t);
    const first = await orderRound(t, own, { name: "Asha" });
    const diner = await signUpByOtp(t);
    await orderRound(t, own, { name: "Ravi", token: diner.accessToken });
    const mine = await encodedCall(
      t,
      "POST",
      "/order/filter/orders/v2",
      { search: `customerId:${diner.customerId}` },
      { token: diner.accessToken },
    );
    expect(mine.status).toBe(200);
    const tab = ordersPageSchema.parse(mine.body).content.find((o) => o.orderId === first.order.orderId);
    expect(tab?.tab?.youDinerId).not.toBeNull();
    expect([tab?.fullName, tab?.customerId]).toEqual(["", null]);
  });
});

describe("who may change or cancel a table's tab before the restaurant accepts it", () => {
  const cancel = (orderId: string, token: string) => encodedCall(t, "PUT", "/order/update/customer", { orderId, cancel: true }, { token });

  it("one diner alone may; once another diner has ordered on it, neither may (409, nothing changes)", async () => {
    const own = await setUpTabTable(t);
    const alone = await orderRound(t, own, { name: "Solo" });
    const cancelled = await cancel(alone.order.orderId, alone.token);
    expect([cancelled.status, orderSchema.parse(cancelled.body).status]).toEqual([200, 8]);

    const shared = await setUpTabTable(t);
    const first = await orderRound(t, shared, { name: "Asha" });
    const second = await orderRound(t, shared, { name: "Ravi" });
    for (const token of [first.token, second.token]) {
      const refused = await cancel(first.order.orderId, token);
      expect([refused.status, messageOf(refused)]).toEqual([409, TAB_REFUSALS.othersOrdered]);
      const note = await encodedCall(
        t,
        "PUT",
        "/order/update/customer",
        { orderId: first.order.orderId, orderInstruction: "No onions" },
        { token },
      );
      expect([note.status, messageOf(note)]).toEqual([409, TAB_REFUSALS.othersOrdered]);
    }
    const read = orderSchema.parse((await readTab(t, first.order.orderId, first.token)).body);
    expect([read.status, read.orderInstruction]).toEqual([6, null]);
  });
});
