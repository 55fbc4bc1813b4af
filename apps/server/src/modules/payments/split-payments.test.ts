/**
 * Paying a table's split bill part by part (issue 13): each part (splitId) is paid on its own by any of the tab's
 * diners, for that part's total, without touching another part's payment; the tab closes once every part is paid.
 * Real concurrency needs PostgreSQL:
 * `node scripts/with-postgres.mjs npx vitest run apps/server/src/modules/payments/split-payments.test.ts`.
 */
import { randomUUID } from "node:crypto";
import { OrderStatus } from "@forkful/contracts/order-status";
import { PaymentStatus, SANDBOX_TEST_CARDS, transactionSchema } from "@forkful/contracts/payments";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { COUNTER_REFUSALS } from "@forkful/contracts/staff";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderSplits } from "../../db/schema/bills";
import { orderStatusHistory, orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { sandboxCharges } from "../../db/schema/sandbox-processor";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import type { OrderStatusEvent } from "../../integrations/events/event-catalogue";
import { pay, payLink, payPartByCard, splitPart, splitTabInParts, tokenize, transactionOf } from "../../test/payment-test-kit";
import { jsonCall, messageOf } from "../../test/sign-in-helpers";
import { currentTableToken, orderRound, setUpTabTable, type TabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const events = createInProcessEvents();
beforeAll(async () => {
  t = await createTestApp({ events });
});
afterAll(() => t.close());

/** A tab of two rounds ordered by Asha and Ben (each on their own phone), its bill split in `parts`. */
async function splitTab(parts = 2) {
  const table = await setUpTabTable(t);
  const asha = await orderRound(t, table, { name: "Asha" });
  const ben = await orderRound(t, table, { name: "Ben" });
  expect(ben.order.orderId, "the second round joins the first one's tab").toBe(asha.order.orderId);
  const orderId = asha.order.orderId;
  const split = await splitTabInParts(t, orderId, parts);
  return { table, orderId, asha: asha.token, ben: ben.token, split };
}

const startPart = (orderId: string, splitId: string | undefined, token: string, path = "start-transaction", extra = {}) =>
  pay(t, path, { orderId, ...(splitId ? { splitId } : {}), paymentType: "CNP", idempotencyKey: randomUUID(), ...extra }, token);

const tabRow = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const paymentsOfPart = (splitId: string) => t.database.db.select().from(payments).where(eq(payments.splitId, splitId));

describe("paying a part of a split table bill", () => {
  it("two diners paying the same part at once: one charge, one collected payment", async () => {
    const { orderId, asha, ben, split } = await splitTab();
    const part = split[0]!;
    const payAtOnce = async (token: string) => {
      const started = await startPart(orderId, part.id, token);
      if (started.status !== 200) return started;
      const { transactionId } = transactionOf(started);
      const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
      const authorized = await pay(t, "v2/authorize", { transactionId, cardToken, idempotencyKey: randomUUID() }, token);
      if (authorized.status !== 200 || transactionSchema.parse(authorized.body).state !== "authorized") return authorized;
      return pay(t, "collect-payment", { transactionId, idempotencyKey: randomUUID() }, token);
    };
    const answers = await Promise.all([payAtOnce(asha), payAtOnce(ben)]);

    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const rows = await paymentsOfPart(part.id);
    expect(rows.filter((p) => p.state === "collected")).toHaveLength(1);
    const charges = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(
        inArray(
          sandboxCharges.reference,
          rows.map((p) => p.id),
        ),
      );
    expect(charges.filter((c) => c.state === "authorized" || c.state === "captured")).toHaveLength(1);
    expect((await splitPart(t, part.id)).state).toBe("paid");
    expect((await splitPart(t, split[1]!.id)).state).toBe("unpaid");
  });

  it("is for the part's total, and paying one part leaves another part's open link payable", async () => {
    const { orderId, asha, ben, split } = await splitTab();
    const [first, second] = [split[0]!, split[1]!];
    const link = transactionOf(await startPart(orderId, second.id, ben, "initiatePayment", { paymentType: "PAYMENT_LINKS" }));
    expect(link).toMatchObject({ state: "awaiting_payer", amount: second.total, splitId: second.id });

    const { started, collected } = await payPartByCard(t, orderId, first.id, SANDBOX_TEST_CARDS.approved, asha);
    expect(started).toMatchObject({ amount: first.total, splitId: first.id });
    expect(collected).toMatchObject({ state: "collected", collectedAmount: first.total, splitId: first.id });

    const [stillOpen] = await t.database.db.select().from(payments).where(eq(payments.id, link.transactionId));
    expect(stillOpen!.state).toBe("awaiting_payer");
    expect((await payLink(t, link.paymentLink!.url, SANDBOX_TEST_CARDS.approved)).paid).toBe(true);
    expect((await splitPart(t, second.id)).state).toBe("paid");
  });

  it("closes the tab only when every part is paid; a served tab is then complete (60 → 17)", async () => {
    const { orderId, asha, ben, split } = await splitTab(3);
    await payPartByCard(t, orderId, split[0]!.id, SANDBOX_TEST_CARDS.approved, asha);
    await payPartByCard(t, orderId, split[1]!.id, SANDBOX_TEST_CARDS.approved, ben);
    const partly = await tabRow(orderId);
    expect(partly.tabState).toBe("settling");
    expect(partly.paymentStatus, "a bill paid in part is not paid").not.toBe(PaymentStatus.Collected);

    await t.database.db.update(orders).set({ status: OrderStatus.ContactlessOrderServed }).where(eq(orders.id, orderId));
    const heard: OrderStatusEvent[] = [];
    const stop = events.subscribe("orderStatus", { order: orderId }, (event) => heard.push(event));
    await payPartByCard(t, orderId, split[2]!.id, SANDBOX_TEST_CARDS.approved, ben);
    stop();
    expect(
      heard.map((e) => e.status),
      "the table's trackers are told",
    ).toEqual([OrderStatus.Complete]);
    const paid = await tabRow(orderId);
    expect(paid).toMatchObject({ tabState: "closed", paymentStatus: PaymentStatus.Collected, status: OrderStatus.Complete });
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, OrderStatus.Complete)));
    expect(history).toHaveLength(1);
    for (const part of split) expect((await splitPart(t, part.id)).paidAt).not.toBeNull();
  });

  it("refuses the whole bill while it is split, a paid part, a void part and a part of another bill", async () => {
    const { orderId, asha, ben, split } = await splitTab();
    for (const [path, extra] of [
      ["start-transaction", {}],
      ["initiatePayment", { paymentType: "PAYMENT_LINKS" }],
      ["customer-initiate-offline-payment", {}],
    ] as const) {
      const whole = await startPart(orderId, undefined, asha, path, extra);
      expect([whole.status, messageOf(whole)], path).toEqual([409, SPLIT_REFUSALS.wholeBillSplit]);
    }
    await payPartByCard(t, orderId, split[0]!.id, SANDBOX_TEST_CARDS.approved, asha);
    const again = await startPart(orderId, split[0]!.id, ben);
    expect([again.status, messageOf(again)]).toEqual([409, SPLIT_REFUSALS.splitPaid]);
    const atCounter = await startPart(orderId, split[0]!.id, ben, "customer-initiate-offline-payment");
    expect([atCounter.status, messageOf(atCounter)]).toEqual([409, SPLIT_REFUSALS.splitPaid]);

    const other = await splitTab();
    const elsewhere = await startPart(orderId, other.split[0]!.id, asha);
    expect([elsewhere.status, messageOf(elsewhere)]).toEqual([404, SPLIT_REFUSALS.noSuchSplit]);
  });

  it("refuses a part the bill no longer has (split again) with 409", async () => {
    const { orderId, asha, split } = await splitTab();
    await t.database.db.update(orderSplits).set({ state: "void" }).where(eq(orderSplits.id, split[1]!.id));
    const voided = await startPart(orderId, split[1]!.id, asha);
    expect([voided.status, messageOf(voided)]).toEqual([409, SPLIT_REFUSALS.splitVoid]);
  });

  it("a diner of another table is 403 paying a part, signed out 401", async () => {
    const { orderId, split } = await splitTab();
    const stranger = await orderRound(t, await setUpTabTable(t), { name: "Cleo" });
    const refused = await startPart(orderId, split[0]!.id, stranger.token);
    expect([refused.status, messageOf(refused)]).toEqual([403, TAB_REFUSALS.notADiner]);
    const anonymous = await pay(t, "start-transaction", {
      orderId,
      splitId: split[0]!.id,
      paymentType: "CNP",
      idempotencyKey: randomUUID(),
    });
    expect(anonymous.status).toBe(401);
    expect(await paymentsOfPart(split[0]!.id)).toEqual([]);
  });
});

describe("a part paid at the restaurant", () => {
  const collectPart = (table: TabTable, orderId: string, splitId: string, token = table.tokens.manager) =>
    jsonCall(t, "PUT", `/staff/orders/${orderId}/splits/${splitId}/payment`, undefined, { token });

  it("waits for staff (25) for the part's total, and staff record it paid, part by part; the table's phones are told at once", async () => {
    const { table, orderId, asha, ben, split } = await splitTab();
    const atCounter = transactionOf(await startPart(orderId, split[0]!.id, asha, "customer-initiate-offline-payment"));
    expect(atCounter).toMatchObject({ state: "at_location", paymentStatus: 25, amount: split[0]!.total, splitId: split[0]!.id });
    const wholeCounter = await jsonCall(t, "PUT", `/staff/orders/${orderId}/payment`, undefined, { token: table.tokens.manager });
    expect([wholeCounter.status, messageOf(wholeCounter)], "the whole order's call leaves a part alone").toEqual([
      409,
      COUNTER_REFUSALS.noPaymentWaiting,
    ]);
    const notYet = await collectPart(table, orderId, split[1]!.id);
    expect([notYet.status, messageOf(notYet)]).toEqual([409, COUNTER_REFUSALS.noPartPaymentWaiting]);
    expect((await collectPart(table, orderId, randomUUID())).status).toBe(404);
    expect((await collectPart(table, orderId, split[0]!.id, table.tokens.kitchen)).status).toBe(403);

    const heard: OrderStatusEvent[] = [];
    const stop = events.subscribe("orderStatus", { order: orderId }, (event) => heard.push(event));
    const recorded = await collectPart(table, orderId, split[0]!.id);
    stop();
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect((await splitPart(t, split[0]!.id)).state).toBe("paid");
    const tab = await tabRow(orderId);
    expect(tab.tabState).toBe("settling");
    // The order's status does not move (the bill is not paid in full); the frame says it again so the bill is read anew.
    expect(
      heard.map((e) => [e.orderId, e.status]),
      "a part paid at the counter tells the table's phones",
    ).toEqual([[orderId, tab.status]]);

    transactionOf(await startPart(orderId, split[1]!.id, ben, "customer-initiate-offline-payment"));
    expect((await collectPart(table, orderId, split[1]!.id)).status).toBe(200);
    expect(await tabRow(orderId)).toMatchObject({ tabState: "closed", paymentStatus: PaymentStatus.Collected });
  });
});

describe("paying a table's whole bill", () => {
  it("closes the tab once collected: the table's code changes, and the next party's order opens a new tab", async () => {
    const table = await setUpTabTable(t);
    const asha = await orderRound(t, table, { name: "Asha" });
    const orderId = asha.order.orderId;
    const started = transactionOf(await startPart(orderId, undefined, asha.token));
    expect(started.splitId).toBeNull();
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    transactionOf(
      await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, asha.token),
    );
    transactionOf(await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: randomUUID() }, asha.token));
    expect(await tabRow(orderId)).toMatchObject({ tabState: "closed", paymentStatus: PaymentStatus.Collected });

    // The table's old code stops working with the tab (decision 028): the next party scans the table's new one.
    expect(await currentTableToken(t, table)).not.toBe(table.tableToken);
    const next = await orderRound(t, { ...table, tableToken: await currentTableToken(t, table) }, { name: "Dev" });
    expect(next.order.orderId).not.toBe(orderId);
  });
});

describe("a split table bill cancelled", () => {
  it("gives back every part's money and closes every part's open way of paying", async () => {
    const { table, orderId, asha, ben, split } = await splitTab();
    const link = transactionOf(await startPart(orderId, split[1]!.id, ben, "initiatePayment", { paymentType: "PAYMENT_LINKS" }));
    const { collected } = await payPartByCard(t, orderId, split[0]!.id, SANDBOX_TEST_CARDS.approved, asha);
    expect((await splitPart(t, split[0]!.id)).state).toBe("paid");

    const cancel = { status: OrderStatus.CancelledByMerchant, reason: "Kitchen closed" };
    const cancelled = await jsonCall(t, "PUT", `/staff/orders/${orderId}/status`, cancel, { token: table.tokens.manager });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    const stateOf = (id: string) => rows.find((p) => p.id === id)!.state;
    expect([stateOf(collected.transactionId), stateOf(link.transactionId)]).toEqual(["refunded", "cancelled"]);
    expect((await splitPart(t, split[0]!.id)).state, "a part whose money went back is no longer paid").toBe("unpaid");
    const charges = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(inArray(sandboxCharges.reference, [collected.transactionId, link.transactionId]));
    expect(charges.map((c) => c.state).sort()).toEqual(["cancelled", "refunded"]);
  });
});
