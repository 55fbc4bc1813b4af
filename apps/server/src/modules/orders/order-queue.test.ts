/**
 * In Queue (spec §4, 19 and 25): a paid or pay-at-counter order the restaurant has not accepted yet reads "In Queue",
 * with its place among the restaurant's queued orders for now, and its tracker hears the place move live.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { isQueuedAtRestaurant, OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../../seed/seed-staff";
import { orders } from "../../db/schema/orders";
import { openEventStream } from "../../test/event-stream-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { orderOf, pay, payByCard } from "../../test/payment-test-kit";
import { encodedCall, jsonCall, mutableClock } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { queuePlacesOf } from "./order-queue.repository";

// Orders placed one after another: each a second later than the last.
const clock = mutableClock();
let t: TestApp;
let locationId: number;
let locationSlug: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const [restaurant] = await openRestaurants(t, "pickup");
  locationId = restaurant!.id;
  locationSlug = restaurant!.locationSlug;
  const login = await jsonCall(t, "POST", "/staff/login", { userName: demoStaffUserName(locationSlug), password: DEMO_STAFF_PASSWORD });
  staffToken = (login.body as { accessToken: string }).accessToken;
});
afterAll(() => t.close());

type Placed = Order & { token: string };

async function placed(extra: Record<string, unknown> = {}): Promise<Placed> {
  clock.advance(1_000);
  const item = untrackedItem(await menuOf(t, locationId, "pickup"));
  const answer = await placeOrder(t, orderRequest(locationId, [lineFor(item)], extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { guestSession, ...order } = placedOrderSchema.parse(answer.body);
  return { ...order, token: guestSession!.accessToken };
}

async function paidAtCounter(order: Placed): Promise<void> {
  const answer = await pay(t, "customer-initiate-offline-payment", { orderId: order.orderId, idempotencyKey: randomUUID() }, order.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const accept = (orderId: string) =>
  jsonCall(t, "PUT", `/staff/orders/${orderId}/status`, { status: OrderStatus.Accepted }, { token: staffToken });
const shown = async (order: Placed) => {
  const read = await orderOf(t, order.orderId, order.token);
  return { label: read.statusLabel, place: read.queuePlace };
};

describe("In Queue", () => {
  it("labels a paid or pay-at-counter order waiting for the restaurant, with its place by when it was placed", async () => {
    await t.database.db.update(orders).set({ status: OrderStatus.CancelledByMerchant }).where(eq(orders.locationId, locationId));
    const first = await placed();
    const second = await placed();
    const unpaid = await placed();
    await payByCard(t, second.orderId, SANDBOX_TEST_CARDS.approved, second.token);
    expect(await shown(second)).toEqual({ label: "In Queue", place: 1 });
    // Paid later, placed earlier: it goes ahead of the order placed after it.
    await paidAtCounter(first);
    expect(await shown(first)).toEqual({ label: "In Queue", place: 1 });
    expect(await shown(second)).toEqual({ label: "In Queue", place: 2 });
    expect(await shown(unpaid)).toEqual({ label: "Order Received", place: null });

    expect((await accept(first.orderId)).status).toBe(200);
    expect(await shown(first)).toEqual({ label: "Accepted", place: null });
    expect(await shown(second)).toEqual({ label: "In Queue", place: 1 });
    // My Orders reads the same label and place.
    const listed = await encodedCall(
      t,
      "POST",
      "/order/filter/orders/v2",
      { search: `customerId:${second.customerId}` },
      { token: second.token },
    );
    expect((listed.body as { content: Order[] }).content.map((o) => [o.statusLabel, o.queuePlace])).toEqual([["In Queue", 1]]);
  });

  it("gives a scheduled order the label but no place, and does not count it ahead of orders for now", async () => {
    await t.database.db.update(orders).set({ status: OrderStatus.CancelledByMerchant }).where(eq(orders.locationId, locationId));
    const later = await placed({ orderTimeASAP: false, scheduledAt: "2026-11-24T17:00:00.000Z" });
    await paidAtCounter(later);
    const now = await placed();
    await paidAtCounter(now);
    expect(await shown(later)).toEqual({ label: "In Queue", place: null });
    expect(await shown(now)).toEqual({ label: "In Queue", place: 1 });
  });

  it("tells the tracker its place as the queue moves", async () => {
    await t.database.db.update(orders).set({ status: OrderStatus.CancelledByMerchant }).where(eq(orders.locationId, locationId));
    const ahead = await placed();
    const mine = await placed();
    await paidAtCounter(ahead);
    await paidAtCounter(mine);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/data-services`;
    const stream = await openEventStream(`${base}/order/${mine.orderId}/events`, "queue");
    const seen = [stream.first];
    const frames = async (count: number) => {
      while (seen.length < count) seen.push(await stream.next());
      return seen;
    };
    expect(await frames(1)).toEqual([{ place: 2 }]);
    expect((await accept(ahead.orderId)).status).toBe(200);
    expect(await frames(2)).toEqual([{ place: 2 }, { place: 1 }]);
    expect((await accept(mine.orderId)).status).toBe(200);
    expect(await frames(3)).toEqual([{ place: 2 }, { place: 1 }, { place: null }]);
    stream.close();
  });
});

describe("the queue's SQL and contracts' isQueuedAtRestaurant", () => {
  it("count the same orders as queued", async () => {
    const { orderId } = await placed();
    const { Created, Modified, Accepted, PaymentInitiated, PaymentSuccess, PaymentAtLocationInitiated } = OrderStatus;
    for (const status of [Created, Modified, Accepted])
      for (const paymentStatus of [null, PaymentInitiated, PaymentSuccess, PaymentAtLocationInitiated])
        for (const orderTimeAsap of [true, false])
          for (const tabState of [null, "open" as const]) {
            const order = { status, paymentStatus, orderTimeAsap, tabState };
            await t.database.db.update(orders).set(order).where(eq(orders.id, orderId));
            const inSql = (await queuePlacesOf(t.database.db, [orderId])).has(orderId);
            expect(inSql, JSON.stringify(order)).toBe(isQueuedAtRestaurant(order));
          }
    await t.database.db.update(orders).set({ status: OrderStatus.CancelledByMerchant, tabState: null }).where(eq(orders.id, orderId));
  });
});
