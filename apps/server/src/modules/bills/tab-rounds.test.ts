import { randomUUID } from "node:crypto";
import { MAX_ORDER_AMOUNT } from "@forkful/contracts/money-limits";
import { OrderStatus } from "@forkful/contracts/order-status";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderRounds } from "../../db/schema/bills";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { openRestaurants } from "../../test/order-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { orderRound, roundRequest, setUpTabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const place = (body: unknown, token?: string) => encodedCall(t, "POST", "/order/customer/createOrder", body, { token });

describe("ordering at a table", () => {
  it("opens a tab with the first order and adds every later order as a round, from diners known by name only", async () => {
    const table = await setUpTabTable(t);
    const asha = await orderRound(t, table, { name: "Asha" });
    expect(asha.answer.status).toBe(201);
    expect(asha.order.tab?.state).toBe("open");
    expect(asha.order.phone).toBe("");
    expect(asha.order.tableId).toBe(table.tableId);
    const ravi = await orderRound(t, table, { name: "Ravi", items: [table.line, table.line] });
    expect(ravi.answer.status).toBe(201);
    expect(ravi.order.orderId).toBe(asha.order.orderId);
    expect(ravi.token).not.toBe(asha.token);
    const tab = ravi.order.tab!;
    expect(tab.diners.map((d) => d.name)).toEqual(["Asha", "Ravi"]);
    expect(tab.youDinerId).toBe(tab.diners[1]!.dinerId);
    expect(tab.rounds.map((r) => [r.sortOrder, r.dinerName])).toEqual([
      [1, "Asha"],
      [2, "Ravi"],
    ]);
    expect(ravi.order.items.map((i) => [i.sortOrder, i.dinerName])).toEqual([
      [1, "Asha"],
      [2, "Ravi"],
      [2, "Ravi"],
    ]);
    const one = asha.order.totals;
    expect(ravi.order.totals.subtotal).toBe(one.subtotal * 3);
    expect(ravi.order.totals.total).toBe(one.subtotal * 3 + ravi.order.totals.tax);
    expect(tab.due).toBe(ravi.order.totals.total);
    expect(tab.selectedTableName).toBe(`Table ${table.tableId}`);
    expect(tab.selectedSectionId).toBe(String(table.sectionId));
  });

  it("keeps a signed-out diner who passes their guest token, and a signed-in diner, as the same diner", async () => {
    const table = await setUpTabTable(t);
    const asha = await orderRound(t, table, { name: "Asha" });
    await orderRound(t, table, { name: "Asha", token: asha.token });
    const diner = await signUpByOtp(t);
    await orderRound(t, table, { name: "Meera", token: diner.accessToken });
    const last = await orderRound(t, table, { name: "Meera", token: diner.accessToken });
    expect(last.order.tab!.diners.map((d) => d.name)).toEqual(["Asha", "Meera"]);
    expect(last.order.tab!.rounds.map((r) => r.sortOrder)).toEqual([1, 2, 3, 4]);
  });

  it("finds the table in any case and stores its own id; an unknown table is refused", async () => {
    const table = await setUpTabTable(t);
    const placed = await orderRound(t, { ...table, tableId: table.tableId.toLowerCase() });
    expect(placed.order.tableId).toBe(table.tableId);
    const unknown = await place(roundRequest({ ...table, tableId: "NOPE-1" }));
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toBe(TAB_REFUSALS.noSuchTable);
  });

  it("numbers rounds placed at once 1..5 without gaps, all on one tab", async () => {
    const table = await setUpTabTable(t);
    const first = await orderRound(t, table);
    const rounds = await Promise.all([1, 2, 3, 4].map((n) => orderRound(t, table, { name: `Diner ${n}` })));
    expect(new Set(rounds.map((r) => r.order.orderId))).toEqual(new Set([first.order.orderId]));
    const numbers = await t.database.db
      .select({ n: orderRounds.roundNo })
      .from(orderRounds)
      .where(eq(orderRounds.orderId, first.order.orderId));
    expect(numbers.map((r) => r.n).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("opens one tab when two first orders arrive at once", async () => {
    const table = await setUpTabTable(t);
    const [a, b] = await Promise.all([orderRound(t, table, { name: "Asha" }), orderRound(t, table, { name: "Ravi" })]);
    expect(a.order.orderId).toBe(b.order.orderId);
    const tabs = await t.database.db.select().from(orders).where(eq(orders.tableId, table.tableId));
    expect(tabs).toHaveLength(1);
  });

  it("answers the same tab for the same key again (200) and refuses the key with other details", async () => {
    const table = await setUpTabTable(t);
    await orderRound(t, table);
    const key = randomUUID();
    const round = await orderRound(t, table, { idempotencyKey: key, name: "Ravi" });
    const again = await place(roundRequest(table, { idempotencyKey: key, name: "Ravi" }), round.token);
    expect(again.status).toBe(200);
    expect((again.body as { tab: { rounds: unknown[] } }).tab.rounds).toHaveLength(2);
    const other = await place(roundRequest(table, { idempotencyKey: key, name: "Someone else" }), round.token);
    expect(other.status).toBe(409);
  });

  it("refuses coupons, wallet and tips on a later round", async () => {
    const table = await setUpTabTable(t);
    await orderRound(t, table);
    const tipped = await place(roundRequest(table, { extra: { tip: { tipType: "FLATFEE", tipValue: 100 } } }));
    expect(tipped.status).toBe(400);
    expect(messageOf(tipped)).toBe(TAB_REFUSALS.roundExtras);
    const coupon = await place(roundRequest(table, { extra: { couponCode: "WELCOME10" } }));
    expect(messageOf(coupon)).toBe(TAB_REFUSALS.roundExtras);
  });

  it("refuses a round while the bill is split or being paid, and 'Order more' on a closed tab", async () => {
    const table = await setUpTabTable(t);
    const { order } = await orderRound(t, table);
    await t.database.db.update(orders).set({ tabState: "settling" }).where(eq(orders.id, order.orderId));
    const settling = await place(roundRequest(table));
    expect([settling.status, messageOf(settling)]).toEqual([409, TAB_REFUSALS.settling]);

    await t.database.db.update(orders).set({ tabState: "open" }).where(eq(orders.id, order.orderId));
    const at = new Date();
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        orderId: order.orderId,
        startKey: randomUUID(),
        paymentType: "CNP",
        state: "authorized",
        amount: order.totals.total,
        currency: order.currency,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const paying = await place(roundRequest(table));
    expect([paying.status, messageOf(paying)]).toEqual([409, TAB_REFUSALS.paying]);

    await t.database.db.update(payments).set({ state: "collected" }).where(eq(payments.id, payment!.id));
    await t.database.db.update(orders).set({ tabState: "closed" }).where(eq(orders.id, order.orderId));
    const closed = await place(roundRequest(table, { orderId: order.orderId }));
    expect([closed.status, messageOf(closed)]).toEqual([409, TAB_REFUSALS.closed]);
    const fresh = await orderRound(t, table);
    expect(fresh.order.orderId).not.toBe(order.orderId);
    expect(fresh.order.tab!.rounds).toHaveLength(1);
  });

  it("takes a served tab back to the kitchen when a round arrives", async () => {
    const table = await setUpTabTable(t);
    const { order } = await orderRound(t, table);
    await t.database.db.update(orders).set({ status: OrderStatus.ContactlessOrderServed }).where(eq(orders.id, order.orderId));
    const next = await orderRound(t, table);
    expect(next.order.status).toBe(OrderStatus.BeingPrepared);
    expect(next.order.history.at(-1)?.status).toBe(OrderStatus.BeingPrepared);
  });

  it("starts a new tab when the table's tab was cancelled, and refuses 'Order more' on the cancelled one", async () => {
    const table = await setUpTabTable(t);
    const { order } = await orderRound(t, table);
    await t.database.db.update(orders).set({ status: OrderStatus.CancelledByMerchant }).where(eq(orders.id, order.orderId));
    const more = await place(roundRequest(table, { orderId: order.orderId }));
    expect([more.status, messageOf(more)]).toEqual([409, TAB_REFUSALS.closed]);
    const fresh = await orderRound(t, table);
    expect(fresh.order.orderId).not.toBe(order.orderId);
    const [old] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(old!.tabState).toBe("closed");
  });

  it("refuses a table order at a restaurant that takes no dine-in orders", async () => {
    const table = await setUpTabTable(t);
    const dineIn = new Set((await openRestaurants(t, "dinein")).map((r) => r.id));
    const noDineIn = (await openRestaurants(t, "pickup")).find((r) => !dineIn.has(r.id));
    if (!noDineIn) return expect.fail("the seed has a restaurant without dine-in");
    const refused = await place(roundRequest({ ...table, locationId: noDineIn.id }));
    expect([refused.status, messageOf(refused)]).toEqual([400, TAB_REFUSALS.noDineIn]);
  });

  it("keeps the whole bill within what one order may come to", async () => {
    const table = await setUpTabTable(t);
    const { order } = await orderRound(t, table);
    await t.database.db.update(orders).set({ subtotal: MAX_ORDER_AMOUNT }).where(eq(orders.id, order.orderId));
    const refused = await place(roundRequest(table));
    expect(refused.status).toBe(400);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(after!.subtotal).toBe(MAX_ORDER_AMOUNT);
  });
});
