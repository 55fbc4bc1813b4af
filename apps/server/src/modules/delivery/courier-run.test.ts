/**
 * A delivery order's courier (issue 14): asked for when the restaurant accepts, riding to the door while the order
 * follows (11 → 12 → 13 → 14 → 50 → 15 as the courier's), the next partner when one cancels, a calm failure when no
 * partner can take it, and the courier called off when the order is cancelled. Real sandbox partners, the clock moved.
 */
import {
  type CourierPosition,
  DELIVERY_PARTNER_NAMES,
  DELIVERY_TEXTS,
  type DeliveryPartner,
  deliveryQuoteAnswerSchema,
  trackingDetailsSchema,
  valetLocationSchema,
} from "@forkful/contracts/delivery";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxDeliveries } from "../../db/schema/sandbox-courier";
import {
  acceptOrder,
  createDeliveryTestApp,
  deliveriesOf,
  deliveringRestaurant,
  moveAsStaff,
  placeDeliveryOrder,
  pointNorthOf,
  rideFor,
  statusOf,
} from "../../test/delivery-test-kit";
import { historyOf } from "../../test/kitchen-test-kit";
import { orderOf } from "../../test/payment-test-kit";
import { encodedCall } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";

let t: TestApp;
let setup: Awaited<ReturnType<typeof createDeliveryTestApp>>;
let restaurant: Awaited<ReturnType<typeof deliveringRestaurant>>;

beforeAll(async () => {
  setup = await createDeliveryTestApp();
  t = setup.t;
  restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH", "DUNZO"]);
});
afterAll(() => t.close());

const tracking = (orderId: string, token?: string) => encodedCall(t, "POST", "/delivery/status/v2", { orderId }, { token });

/** The partner that quotes this drop-off cheapest, as the quote call says. */
async function cheapestFor(address: string) {
  const answer = await t.call("/delivery/quote", { locationId: restaurant.id, dropDetails: { address, ...pointNorthOf(restaurant) } });
  return deliveryQuoteAnswerSchema.parse(answer.body).deliveryProviderId;
}

describe("a delivery order's courier", () => {
  it("is asked for when the restaurant accepts, from the cheapest partner, and rides the order to the door", async () => {
    const order = await placeDeliveryOrder(t, restaurant);
    expect(trackingDetailsSchema.parse((await tracking(order.orderId, order.token)).body)).toMatchObject({
      outcome: "etaOnly",
      stateLabel: DELIVERY_TEXTS.beforeCourier,
    });
    const cheapest = await cheapestFor("12 Test Lane");
    const seen: { status: number; courier?: CourierPosition }[] = [];
    setup.events.subscribe("orderStatus", { order: order.orderId }, (event) => seen.push(event));

    await acceptOrder(t, order);
    const [first, ...others] = await deliveriesOf(t, order.orderId);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ attempt: 1, partner: cheapest, failure: null });
    expect(["created", "confirmed"]).toContain(first!.state);
    expect(seen.some((e) => e.status === 11)).toBe(true);

    await rideFor(t, setup.clock, 90);
    const assigned = trackingDetailsSchema.parse((await tracking(order.orderId, order.token)).body);
    expect(assigned).toMatchObject({ outcome: "runnerWithTrackingUrl", deliveryProviderId: cheapest, message: null });
    expect(assigned.trackingUrl).toContain(`/sandbox/delivery/${cheapest}/`);
    const valet = await encodedCall(t, "GET", `/valet/getValetLocation?deliveryStaffId=${assigned.runner!.deliveryStaffId}`, undefined, {
      token: order.token,
    });
    expect(valet.status, JSON.stringify(valet.body)).toBe(200);
    expect(valetLocationSchema.parse(valet.body).delivery_staff_id).toBe(assigned.runner!.deliveryStaffId);

    await rideFor(t, setup.clock, 1200, 15);
    expect(await statusOf(t, order.orderId)).toBe(15);
    const steps = (await historyOf(t, order.orderId)).filter((h) => h.status !== 11 && h.status > 10 && h.status < 60);
    expect(steps.map((h) => h.status)).toEqual([12, 13, 14, 50, 15]);
    expect(new Set(steps.map((h) => h.actor))).toEqual(new Set([`courier:${cheapest}`]));
    const [done] = await deliveriesOf(t, order.orderId);
    expect(done).toMatchObject({ state: "delivered", attempt: 1 });
    expect(done!.courierLat).not.toBeNull();
    const couriers = seen.filter((e) => e.courier);
    expect(couriers.length).toBeGreaterThan(3);
    expect(couriers.map((e) => e.courier!.state)).toContain("enroute_to_dropoff");
    expect(seen.map((e) => e.status)).toEqual(expect.arrayContaining([12, 13, 14, 50, 15]));
    expect((await orderOf(t, order.orderId, order.token)).delivery).toMatchObject({ state: "delivered", attempt: 1, note: null });
  });

  it("goes to the next partner when the first cancels, and the diner is told", async () => {
    const first = await cheapestFor("4 Side Street, CANCELS");
    const order = await placeDeliveryOrder(t, restaurant, { addressLine1: `4 Side Street, ${first} cancels` });
    await acceptOrder(t, order);
    await rideFor(t, setup.clock, 180);
    const [cancelled, next] = await deliveriesOf(t, order.orderId);
    expect(cancelled).toMatchObject({ attempt: 1, partner: first, state: "cancelled" });
    expect(cancelled!.failure).toBeTruthy();
    expect(next!.attempt).toBe(2);
    expect(next!.partner).not.toBe(first);
    expect(next!.state).not.toBe("cancelled");
    const seen = await orderOf(t, order.orderId, order.token);
    expect(seen.delivery).toMatchObject({
      attempt: 2,
      deliveryProviderId: next!.partner,
      note: DELIVERY_TEXTS.redispatched(DELIVERY_PARTNER_NAMES[next!.partner as DeliveryPartner]),
    });
  });

  it("says calmly that no partner can take it when none will, and the accepted order stays accepted", async () => {
    const order = await placeDeliveryOrder(t, restaurant, { addressLine1: "1 Lonely Road (no couriers)" });
    await acceptOrder(t, order);
    expect(await statusOf(t, order.orderId)).toBe(11);
    const rows = await deliveriesOf(t, order.orderId);
    expect(rows.every((row) => row.state === "cancelled")).toBe(true);
    expect(rows.at(-1)!.failure).toBe(DELIVERY_TEXTS.noPartner);
    expect(trackingDetailsSchema.parse((await tracking(order.orderId, order.token)).body)).toMatchObject({
      outcome: "failure",
      message: DELIVERY_TEXTS.noPartner,
      runner: null,
    });
  });

  it("is called off when the order is cancelled, and no other partner is asked", async () => {
    const order = await placeDeliveryOrder(t, restaurant);
    const staff = await acceptOrder(t, order);
    await rideFor(t, setup.clock, 30);
    const cancel = await moveAsStaff(t, staff.token, order.orderId, 9);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await rideFor(t, setup.clock, 60);
    const rows = await deliveriesOf(t, order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: "cancelled", failure: null });
    const [atPartner] = await t.database.db.select().from(sandboxDeliveries).where(eq(sandboxDeliveries.id, rows[0]!.externalId));
    expect(atPartner?.phase).toBe("cancelled");
  });
});
