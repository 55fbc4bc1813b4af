/**
 * Curbside pickup (issue 14): the diner's "I'm here" on their own pickup order reaches the restaurant's staff (GET
 * /staff/curbside) and the order's trackers; nobody else may say it, and not for a delivery or a finished order.
 */
import { CURBSIDE_TEXTS, curbsideWaitingSchema } from "@forkful/contracts/curbside";
import { OrderStatus } from "@forkful/contracts/order-status";
import { orderSchema } from "@forkful/contracts/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import type { OrderStatusEvent } from "../../integrations/events/event-catalogue";
import { staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { placeTestOrder, type TestOrder } from "../../test/payment-test-kit";
import { jsonCall, messageOf, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const clock = mutableClock();
const events = createInProcessEvents();

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, events });
}, 60_000);
afterAll(() => t.close());

const arrived = (order: { orderId: string }, body: Record<string, unknown>, token?: string) =>
  jsonCall(t, "POST", "/order/curbside/arrived", { orderId: order.orderId, ...body }, { token });
const waiting = async (token: string) => {
  const answer = await jsonCall(t, "GET", "/staff/curbside", undefined, { token });
  expect(answer.status).toBe(200);
  return curbsideWaitingSchema.parse(answer.body);
};
const setStatus = (order: TestOrder, status: number) => t.database.db.update(orders).set({ status }).where(eq(orders.id, order.orderId));

describe("POST /order/curbside/arrived", () => {
  it("tells the restaurant and the trackers the owner is outside; a repeat updates the car and spot", async () => {
    const order = await placeTestOrder(t);
    const heard: OrderStatusEvent[] = [];
    const stop = events.subscribe("orderStatus", { order: order.orderId }, (event) => heard.push(event));
    const first = await arrived(order, { carDetails: "  Blue Civic ", spot: "Bay 3" }, order.token);
    expect(first.status).toBe(200);
    const told = orderSchema.parse(first.body);
    expect(told.arrival).toEqual({ at: clock.now().toISOString(), carDetails: "Blue Civic", spot: "Bay 3" });
    expect(told.status).toBe(order.status);
    expect(heard).toEqual([expect.objectContaining({ orderId: order.orderId, status: order.status })]);

    clock.advance(60_000);
    const again = orderSchema.parse((await arrived(order, { carDetails: "Red Jeep" }, order.token)).body);
    expect(again.arrival).toEqual({ at: clock.now().toISOString(), carDetails: "Red Jeep", spot: null });
    stop();
  });

  it("refuses anyone but the order's owner, and changes nothing", async () => {
    const order = await placeTestOrder(t);
    const stranger = await signUpByOtp(t);
    expect((await arrived(order, { carDetails: "Grey Golf" }, stranger.accessToken)).status).toBe(403);
    expect((await arrived(order, { carDetails: "Grey Golf" })).status).toBe(401);
    const { token } = await staffMember(t, order.locationId, "host");
    // A staff token is no diner's sign-in.
    expect((await arrived(order, { carDetails: "Grey Golf" }, token)).status).toBe(401);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.arrivedAt).toBeNull();
  });

  it("is for a pickup order not yet collected or cancelled, with the car told", async () => {
    const collected = await placeTestOrder(t);
    await setStatus(collected, OrderStatus.PickedUp);
    const refused = await arrived(collected, { carDetails: "Blue Civic" }, collected.token);
    expect([refused.status, messageOf(refused)]).toEqual([409, CURBSIDE_TEXTS.over]);
    const cancelled = await placeTestOrder(t);
    await setStatus(cancelled, OrderStatus.CancelledByCustomer);
    expect(messageOf(await arrived(cancelled, { carDetails: "Blue Civic" }, cancelled.token))).toBe(CURBSIDE_TEXTS.over);
    const noCar = await arrived(await placeTestOrder(t), { carDetails: " " }, collected.token);
    expect([noCar.status, messageOf(noCar)]).toEqual([400, expect.stringContaining(CURBSIDE_TEXTS.needsCar)]);

    const restaurant = (await openRestaurants(t, "delivery")).find((r) => r.delivery && r.currency === "USD")!;
    const item = untrackedItem(await menuOf(t, restaurant.id, "delivery"));
    const delivery = await placeOrder(
      t,
      orderRequest(restaurant.id, [lineFor(item, Math.ceil(restaurant.deliverySettings.minimumOrder / item.price) + 1)], {
        orderType: "delivery",
        address: { addressLine1: "1 Near Street", lat: restaurant.lat + 0.005, lng: restaurant.lng },
      }),
    );
    expect(delivery.status).toBe(201);
    const { orderId, guestSession } = delivery.body as { orderId: string; guestSession: { accessToken: string } };
    const notPickup = await arrived({ orderId }, { carDetails: "Blue Civic" }, guestSession.accessToken);
    expect([notPickup.status, messageOf(notPickup)]).toEqual([409, CURBSIDE_TEXTS.notPickup]);
  });
});

describe("GET /staff/curbside", () => {
  it("shows a restaurant's staff who waits outside, the longest waiting first, until the order is collected", async () => {
    const first = await placeTestOrder(t);
    const second = await placeTestOrder(t);
    const host = await staffMember(t, first.locationId, "host");
    const before = (await waiting(host.token)).length;
    expect((await arrived(second, { carDetails: "Red Jeep", spot: "4" }, second.token)).status).toBe(200);
    clock.advance(30_000);
    expect((await arrived(first, { carDetails: "Blue Civic" }, first.token)).status).toBe(200);
    const outside = (await waiting(host.token)).slice(before);
    expect(outside.map((w) => [w.orderId, w.carDetails, w.spot])).toEqual([
      [second.orderId, "Red Jeep", "4"],
      [first.orderId, "Blue Civic", null],
    ]);
    expect(outside[0]).toMatchObject({ orderNumber: second.orderNumber, fullName: "Asha Guest", phone: "+14155550142" });

    await setStatus(second, OrderStatus.PickedUp);
    expect((await waiting(host.token)).map((w) => w.orderId)).not.toContain(second.orderId);
    const elsewhere = await staffElsewhere(t, first.locationId, "manager");
    expect((await waiting(elsewhere.token)).map((w) => w.orderId)).not.toContain(first.orderId);
    expect((await jsonCall(t, "GET", "/staff/curbside", undefined, { token: first.token })).status).toBe(401);
  });
});
