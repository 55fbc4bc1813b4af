/**
 * The orders board's moves (issue 26): accepting with a prep time moves the diner's promised time and tells the
 * tracker; a cancel says why, gives a paid card's money back and shows the reason to the diner; the order's history
 * names who moved it, read by the manager and the kitchen (GET /staff/orders/{orderId}).
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { OrderStatus } from "@forkful/contracts/order-status";
import { orderSchema, statusEventSchema } from "@forkful/contracts/orders";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { STAFF_MOVE_TEXTS, staffOrderSchema } from "@forkful/contracts/staff";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { nextEventWhere, openEventStream } from "../../test/event-stream-kit";
import { staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { orderOf, pay, payByCard, placeTestOrder, type TestOrder } from "../../test/payment-test-kit";
import { jsonCall, messageOf } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;
let manager: { token: string; staffId: string };
let kitchen: { token: string; staffId: string };
let host: { token: string; staffId: string };
beforeAll(async () => {
  t = await createTestApp();
  locationId = (await placeTestOrder(t)).locationId;
  [manager, kitchen, host] = await Promise.all([
    staffMember(t, locationId, "manager"),
    staffMember(t, locationId, "kitchen"),
    staffMember(t, locationId, "host"),
  ]);
});
afterAll(() => t.close());

const move = (orderId: string, body: Record<string, unknown>, token = manager.token) =>
  jsonCall(t, "PUT", `/staff/orders/${orderId}/status`, body, { token });
const staffRead = (orderId: string, token = manager.token) => jsonCall(t, "GET", `/staff/orders/${orderId}`, undefined, { token });

/** An order the diner pays at the restaurant: staff may accept it. */
async function toBePaidAtTheCounter(extra?: Record<string, unknown>): Promise<TestOrder> {
  const order = await placeTestOrder(t, { extra });
  await pay(t, "customer-initiate-offline-payment", { orderId: order.orderId, idempotencyKey: randomUUID() }, order.token);
  return order;
}

describe("accepting an order with a prep time", () => {
  it("moves the promised time to now + the prep time, tells the tracker, and records it", async () => {
    const order = await toBePaidAtTheCounter();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const stream = await openEventStream(`http://127.0.0.1:${port}/data-services/order/${order.orderId}/events`, "status");
    try {
      const accepted = await move(order.orderId, { status: OrderStatus.Accepted, prepMinutes: 25 });
      expect(accepted.status, messageOf(accepted)).toBe(200);
      const promised = new Date(TEST_NOW.getTime() + 25 * 60_000).toISOString();
      expect(orderSchema.parse(accepted.body).etaTime).toBe(promised);
      expect((await orderOf(t, order.orderId, order.token)).etaTime).toBe(promised);
      const heard = await nextEventWhere(stream, statusEventSchema.parse, (event) => event.status === OrderStatus.Accepted);
      expect(heard.etaTime).toBe(promised);
    } finally {
      stream.close();
    }
    const read = staffOrderSchema.parse((await staffRead(order.orderId)).body);
    expect(read.prepMinutes).toBe(25);
    expect(read.timeline.at(-1)).toMatchObject({ status: OrderStatus.Accepted, prepMinutes: 25, reason: null });
  });

  it("never promises a scheduled order earlier than the time the diner chose", async () => {
    const order = await toBePaidAtTheCounter();
    const chosen = new Date(TEST_NOW.getTime() + 3 * 3_600_000);
    // A scheduled order's chosen time, as placing stores it (its slot rules are the scheduling tests' concern).
    await t.database.db
      .update(orders)
      .set({ scheduledAt: chosen, orderTimeAsap: false, etaAt: chosen })
      .where(eq(orders.id, order.orderId));
    const accepted = await move(order.orderId, { status: OrderStatus.Accepted, prepMinutes: 10 });
    expect(accepted.status, messageOf(accepted)).toBe(200);
    expect(orderSchema.parse(accepted.body).etaTime).toBe(chosen.toISOString());
  });

  it("keeps the promised time when accepted without a prep time", async () => {
    const order = await toBePaidAtTheCounter();
    const accepted = await move(order.orderId, { status: OrderStatus.Accepted });
    expect(accepted.status, messageOf(accepted)).toBe(200);
    expect(orderSchema.parse(accepted.body).etaTime).toBe(order.etaTime);
  });

  it("refuses a prep time out of bounds or on any move but accepting (400), and nothing moves", async () => {
    const order = await toBePaidAtTheCounter();
    for (const prepMinutes of [0, 241, 12.5, "20"]) {
      const refused = await move(order.orderId, { status: OrderStatus.Accepted, prepMinutes });
      expect(refused.status, `prepMinutes ${prepMinutes}`).toBe(400);
      expect(messageOf(refused)).toContain(STAFF_MOVE_TEXTS.prepMinutes);
    }
    expect((await move(order.orderId, { status: OrderStatus.Accepted })).status).toBe(200);
    const preparing = await move(order.orderId, { status: OrderStatus.BeingPrepared, prepMinutes: 10 }, kitchen.token);
    expect(preparing.status).toBe(400);
    expect(messageOf(preparing)).toContain(STAFF_MOVE_TEXTS.prepOnlyOnAccept);
    expect((await orderOf(t, order.orderId, order.token)).status).toBe(OrderStatus.Accepted);
  });
});

describe("cancelling an order with a reason", () => {
  it("gives a paid card order's money back and shows the reason on the diner's order", async () => {
    const order = await placeTestOrder(t);
    const { collected } = await payByCard(t, order.orderId, SANDBOX_TEST_CARDS.approved, order.token);
    expect(collected?.state).toBe("collected");
    expect((await move(order.orderId, { status: OrderStatus.Accepted, prepMinutes: 15 })).status).toBe(200);

    const cancelled = await move(order.orderId, { status: OrderStatus.CancelledByMerchant, reason: "  Out of stock  " });
    expect(cancelled.status, messageOf(cancelled)).toBe(200);
    const seen = await orderOf(t, order.orderId, order.token);
    expect(seen).toMatchObject({ status: OrderStatus.CancelledByMerchant, cancelReason: "Out of stock" });
    expect(seen.payment).toMatchObject({ transactionId: collected!.transactionId, state: "refunded" });

    const read = staffOrderSchema.parse((await staffRead(order.orderId)).body);
    expect(read.cancelReason).toBe("Out of stock");
    expect(read.timeline.at(-1)).toMatchObject({ status: OrderStatus.CancelledByMerchant, reason: "Out of stock" });
  });

  it("refuses a cancel without a reason, with a blank or too long one, and a reason on another move (400)", async () => {
    const order = await toBePaidAtTheCounter();
    const cases: [Record<string, unknown>, string][] = [
      [{ status: OrderStatus.CancelledByMerchant }, STAFF_MOVE_TEXTS.reasonRequired],
      [{ status: OrderStatus.CancelledByMerchant, reason: "   " }, STAFF_MOVE_TEXTS.reasonRequired],
      [{ status: OrderStatus.CancelledByMerchant, reason: "x".repeat(201) }, STAFF_MOVE_TEXTS.reasonTooLong],
      [{ status: OrderStatus.Accepted, reason: "Too busy" }, STAFF_MOVE_TEXTS.reasonOnlyOnCancel],
    ];
    for (const [body, text] of cases) {
      const refused = await move(order.orderId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(refused)).toContain(text);
    }
    const seen = await orderOf(t, order.orderId, order.token);
    expect([seen.status, seen.cancelReason]).toEqual([OrderStatus.Created, null]);
  });

  it("lets only the manager cancel: the kitchen and the host are refused (403)", async () => {
    const order = await toBePaidAtTheCounter();
    const cancel = { status: OrderStatus.CancelledByMerchant, reason: "Too busy" };
    expect((await move(order.orderId, cancel, kitchen.token)).status).toBe(403);
    expect((await move(order.orderId, cancel, host.token)).status).toBe(403);
    expect((await move(order.orderId, cancel, (await staffElsewhere(t, locationId, "manager")).token)).status).toBe(403);
    expect((await orderOf(t, order.orderId, order.token)).status).toBe(OrderStatus.Created);
  });
});

describe("GET /staff/orders/{orderId}: who moved the order, and when", () => {
  it("names each staff member and role beside the diner's own moves", async () => {
    const order = await toBePaidAtTheCounter();
    expect((await move(order.orderId, { status: OrderStatus.Accepted, prepMinutes: 20 })).status).toBe(200);
    expect((await move(order.orderId, { status: OrderStatus.BeingPrepared }, kitchen.token)).status).toBe(200);
    for (const token of [manager.token, kitchen.token]) {
      const answer = await staffRead(order.orderId, token);
      expect(answer.status, messageOf(answer)).toBe(200);
      const { timeline } = staffOrderSchema.parse(answer.body);
      expect(timeline.map((entry) => [entry.status, entry.by.kind, entry.by.name, entry.by.role])).toEqual([
        [OrderStatus.Created, "diner", null, null],
        [OrderStatus.Accepted, "staff", "Test manager", "manager"],
        [OrderStatus.BeingPrepared, "staff", "Test kitchen", "kitchen"],
      ]);
      expect(timeline.map((entry) => entry.at)).toEqual(timeline.map(() => TEST_NOW.toISOString()));
      expect(timeline[1]!.by.staffId).toBe(manager.staffId);
    }
  });

  it("refuses the host, another restaurant's staff (403), nobody (401) and an order that does not exist (404)", async () => {
    const order = await toBePaidAtTheCounter();
    expect((await staffRead(order.orderId, host.token)).status).toBe(403);
    expect((await staffRead(order.orderId, (await staffElsewhere(t, locationId, "kitchen")).token)).status).toBe(403);
    expect((await jsonCall(t, "GET", `/staff/orders/${order.orderId}`, undefined)).status).toBe(401);
    expect((await staffRead(randomUUID())).status).toBe(404);
  });
});
