/**
 * A tip on a part of a split table bill (issue 24): whoever pays a part tips it before paying; the part's total (what
 * is charged) includes it, the other parts stay as they were and the parts still sum to the bill; it changes until the
 * part is paid or being paid (409 after), and bad input is refused with nothing changed.
 */
import { randomUUID } from "node:crypto";
import { OrderStatus } from "@forkful/contracts/order-status";
import { suggestedTips } from "@forkful/contracts/order-totals";
import { orderSchema } from "@forkful/contracts/orders";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import type { OrderStatusEvent } from "../../integrations/events/event-catalogue";
import { pay, payPartByCard, transactionOf } from "../../test/payment-test-kit";
import { encodedCall, messageOf } from "../../test/sign-in-helpers";
import { expectLivePlanSumsToTheBill, orderRow, partsOf } from "../../test/split-bill-test-kit";
import { orderRound, setUpTabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";
import { partWithTip } from "./tip-a-part";

let t: TestApp;
const events = createInProcessEvents();
beforeAll(async () => {
  t = await createTestApp({ events });
});
afterAll(() => t.close());

/** A fresh table's tab: Asha's round of three dishes, Ben's of one, split by diner. */
async function splitByDiner() {
  const table = await setUpTabTable(t);
  const asha = await orderRound(t, table, { name: "Asha", items: [{ ...table.line, quantity: 3 }] });
  const ben = await orderRound(t, table, { name: "Ben", orderId: asha.order.orderId });
  const orderId = asha.order.orderId;
  const body = { orderId, mode: "diner", tableToken: table.tableToken };
  const split = await encodedCall(t, "POST", "/order/customer/split-bill", body, { token: ben.token });
  expect(split.status, JSON.stringify(split.body)).toBe(200);
  const [ashas, bens] = await expectLivePlanSumsToTheBill(t, orderId, 2);
  return { orderId, tableToken: table.tableToken, asha: asha.token, ben: ben.token, ashas: ashas!, bens: bens! };
}

const tipPart = (body: Record<string, unknown>, token?: string) => encodedCall(t, "PUT", "/order/customer/split-bill/tip", body, { token });

const expectRefused = (answer: Awaited<ReturnType<typeof tipPart>>, status: number, message?: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (message) expect(messageOf(answer)).toBe(message);
};

describe("a tip on a part of a split bill", () => {
  it("is the payer's percent of their part: the part's total includes it, the other part is unchanged, the table is told", async () => {
    const { orderId, asha, ashas, bens } = await splitByDiner();
    const before = await orderRow(t, orderId);
    const heard: OrderStatusEvent[] = [];
    const stop = events.subscribe("orderStatus", { order: orderId }, (event) => heard.push(event));
    const answer = await tipPart({ orderId, splitId: ashas.id, tip: 18, tipType: "PERCENTAGE" }, asha);
    stop();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const tip = suggestedTips("USD", ashas.subtotal).find((s) => s.percent === 18)!.amount;
    expect(tip).toBeGreaterThan(0);
    const shown = orderSchema.parse(answer.body).tab!.splits.find((s) => s.splitId === ashas.id)!;
    expect(shown).toMatchObject({ tip, tipType: "PERCENTAGE", total: ashas.total + tip });
    const [tipped, other] = await expectLivePlanSumsToTheBill(t, orderId, 2);
    expect(tipped).toMatchObject({ tip, tipType: "PERCENTAGE", total: ashas.total + tip });
    expect(other, "Ben's part stays as it was").toEqual(bens);
    expect(await orderRow(t, orderId)).toMatchObject({ tip: before.tip + tip, total: before.total + tip, tipType: before.tipType });
    expect(
      heard.map((e) => e.orderId),
      "the table's other phones refresh the bill",
    ).toEqual([orderId]);
  });

  it("changes until the part is paid: the card is charged the part's total with its tip; once paid, a new tip is refused", async () => {
    const { orderId, ben, bens } = await splitByDiner();
    expect((await tipPart({ orderId, splitId: bens.id, tip: 20, tipType: "PERCENTAGE" }, ben)).status).toBe(200);
    const flat = await tipPart({ orderId, splitId: bens.id, tip: 250 }, ben);
    expect(flat.status, "FLATFEE is the default tipType").toBe(200);
    const [, tipped] = await expectLivePlanSumsToTheBill(t, orderId, 2);
    expect(tipped).toMatchObject({ tip: 250, tipType: "FLATFEE", total: bens.total + 250 });

    const { started, collected } = await payPartByCard(t, orderId, bens.id, SANDBOX_TEST_CARDS.approved, ben);
    expect(started.amount).toBe(bens.total + 250);
    expect(collected).toMatchObject({ state: "collected", collectedAmount: bens.total + 250 });

    const paid = await partsOf(t, orderId);
    const order = await orderRow(t, orderId);
    expectRefused(await tipPart({ orderId, splitId: bens.id, tip: 0 }, ben), 409, SPLIT_REFUSALS.splitPaid);
    expect(await partsOf(t, orderId)).toEqual(paid);
    expect(await orderRow(t, orderId)).toEqual(order);
    const shown = orderSchema.parse((await encodedCall(t, "POST", "/order/customer", { orderId }, { token: ben })).body);
    expect(
      shown.tab!.splits.find((s) => s.splitId === bens.id),
      "the paid part's tip shows on the bill",
    ).toMatchObject({
      state: "paid",
      tip: 250,
    });
  });

  it("is refused while the part's payment awaits money (to pay at the restaurant), and the whole bill takes none once split", async () => {
    const { orderId, asha, ashas } = await splitByDiner();
    const offline = { orderId, splitId: ashas.id, idempotencyKey: randomUUID() };
    expect(transactionOf(await pay(t, "customer-initiate-offline-payment", offline, asha)).state).toBe("at_location");
    const parts = await partsOf(t, orderId);
    const order = await orderRow(t, orderId);
    expectRefused(await tipPart({ orderId, splitId: ashas.id, tip: 300 }, asha), 409, SPLIT_REFUSALS.partPaying);
    const whole = await encodedCall(t, "PUT", "/order/v2/customer/add-tip", { orderId, tip: 300 }, { token: asha });
    expectRefused(whole, 409, SPLIT_REFUSALS.tipOnParts);
    expect(await partsOf(t, orderId)).toEqual(parts);
    expect(await orderRow(t, orderId)).toEqual(order);
  });

  it("bad input, a part that is not the bill's or no longer in it, and a caller who is not at the table: refused, nothing changes", async () => {
    const { orderId, tableToken, asha, ashas, bens } = await splitByDiner();
    const other = await splitByDiner();
    const parts = await partsOf(t, orderId);
    const order = await orderRow(t, orderId);
    const splitId = ashas.id;
    for (const body of [
      { orderId, splitId, tip: -1 },
      { orderId, splitId, tip: 101, tipType: "PERCENTAGE" },
      { orderId, splitId, tip: 2.5 },
      { orderId, splitId, tip: 100, tipType: "TENPERCENT" },
      { orderId, splitId: "not-a-part", tip: 100 },
      { orderId, tip: 100 },
      { orderId, splitId, tip: "100" },
    ])
      expectRefused(await tipPart(body, asha), 400);
    expectRefused(await tipPart({ orderId, splitId: other.ashas.id, tip: 100 }, asha), 404, SPLIT_REFUSALS.noSuchSplit);
    expectRefused(await tipPart({ orderId, splitId, tip: 100 }, other.asha), 403);
    expectRefused(await tipPart({ orderId, splitId, tip: 100 }), 401);
    expect(await partsOf(t, orderId)).toEqual(parts);
    expect(await orderRow(t, orderId)).toEqual(order);

    // Split again: the first plan's parts are void.
    const again = { orderId, mode: "equal", parts: 2, tableToken };
    expect((await encodedCall(t, "POST", "/order/customer/split-bill", again, { token: asha })).status).toBe(200);
    expectRefused(await tipPart({ orderId, splitId: bens.id, tip: 100 }, asha), 409, SPLIT_REFUSALS.splitVoid);
  });

  it("is refused on a cancelled tab", async () => {
    const { orderId, asha, ashas } = await splitByDiner();
    await t.database.db.update(orders).set({ status: OrderStatus.CancelledByMerchant }).where(eq(orders.id, orderId));
    expectRefused(await tipPart({ orderId, splitId: ashas.id, tip: 100 }, asha), 409, SPLIT_REFUSALS.closed);
  });
});

describe("partWithTip", () => {
  it("gives back wallet money the part no longer needs when its tip goes down, and never goes below zero", () => {
    // A part of 1000 + 300 tip, 500 of it paid from the wallet: 800 to pay.
    const part = { tip: 300, walletRedeemed: 500, total: 800 };
    expect(partWithTip(part, 500)).toEqual({ tip: 500, walletRedeemed: 500, total: 1000, walletReturned: 0 });
    expect(partWithTip({ tip: 300, walletRedeemed: 1200, total: 100 }, 0)).toEqual({
      tip: 0,
      walletRedeemed: 1000,
      total: 0,
      walletReturned: 200,
    });
    // A discount that covers some of the old tip: the tip stays what keeps the part at zero.
    expect(partWithTip({ tip: 300, walletRedeemed: 0, total: 100 }, 0)).toEqual({
      tip: 200,
      walletRedeemed: 0,
      total: 0,
      walletReturned: 0,
    });
  });
});
