/**
 * The manager's deliveries screen (issue 26): GET /staff/deliveries lists the open deliveries with partner, courier,
 * state and ETA; POST /staff/deliveries/{orderId}/redispatch cancels the courier with its partner and asks the next one
 * allowed, and is refused once the courier has the food, before acceptance, for a non-delivery, and to any other role or
 * restaurant.
 */
import { STAFF_ORDER_REFUSALS } from "@forkful/contracts/staff";
import { STAFF_DELIVERY_REFUSALS, staffDeliveriesAnswerSchema, staffDeliverySchema } from "@forkful/contracts/staff-deliveries";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries } from "../../db/schema/delivery";
import {
  acceptOrder,
  createDeliveryTestApp,
  deliveriesOf,
  deliveringRestaurant,
  managerOf,
  placeDeliveryOrder,
} from "../../test/delivery-test-kit";
import { staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { jsonCall, messageOf } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createDeliveryTestApp());
});
afterAll(() => t.close());

const listOf = async (token: string) => {
  const answer = await jsonCall(t, "GET", "/staff/deliveries", undefined, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return staffDeliveriesAnswerSchema.parse(answer.body).deliveries;
};
const redispatch = (token: string, orderId: string) => jsonCall(t, "POST", `/staff/deliveries/${orderId}/redispatch`, undefined, { token });

/** A delivery accepted at a restaurant using DoorDash then Simpery: DoorDash's courier is booked. */
async function acceptedDelivery() {
  const restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH", "SIMPERY"]);
  const order = await placeDeliveryOrder(t, restaurant);
  await acceptOrder(t, order);
  const manager = await managerOf(t, restaurant.id);
  return { restaurant, order, manager };
}

describe("GET /staff/deliveries", () => {
  it("lists an accepted delivery with its partner, courier, state and ETA; not one awaiting the restaurant", async () => {
    const { restaurant, order, manager } = await acceptedDelivery();
    const waiting = await placeDeliveryOrder(t, restaurant);
    const [attempt] = await deliveriesOf(t, order.orderId);
    await t.database.db
      .update(deliveries)
      .set({ runnerName: "Ravi", runnerPhone: "+15550100001", deliveryStaffId: "courier-ravi", state: "enroute_to_pickup" })
      .where(eq(deliveries.id, attempt!.id));
    const listed = await listOf(manager.token);
    expect(listed.find((d) => d.orderId === order.orderId)).toMatchObject({
      partner: attempt!.partner,
      state: "enroute_to_pickup",
      courier: { name: "Ravi", phone: "+15550100001" },
      eta: attempt!.etaAt?.toISOString() ?? null,
      attempt: 1,
      mayRedispatch: true,
    });
    expect(listed.map((d) => d.orderId)).not.toContain(waiting.orderId);
  });

  it("is a manager's: a host and the kitchen are refused (403); another restaurant's manager does not see it", async () => {
    const { restaurant, order } = await acceptedDelivery();
    for (const role of ["host", "kitchen"] as const) {
      const answer = await jsonCall(t, "GET", "/staff/deliveries", undefined, { token: (await staffMember(t, restaurant.id, role)).token });
      expect(answer.status, role).toBe(403);
      expect(messageOf(answer)).toBe(STAFF_ROLE_REFUSALS.notForRole(["manager"]));
    }
    const elsewhere = await staffElsewhere(t, restaurant.id, "manager");
    expect((await listOf(elsewhere.token)).map((d) => d.orderId)).not.toContain(order.orderId);
  });
});

describe("POST /staff/deliveries/{orderId}/redispatch", () => {
  it("cancels the courier with its partner and asks the next partner allowed", async () => {
    const { order, manager } = await acceptedDelivery();
    const [first] = await deliveriesOf(t, order.orderId);
    const answer = await redispatch(manager.token, order.orderId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const attempts = await deliveriesOf(t, order.orderId);
    expect(attempts[0]).toMatchObject({ id: first!.id, state: "cancelled", failure: STAFF_DELIVERY_REFUSALS.redispatched });
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.partner).not.toBe(first!.partner);
    expect(attempts[1]!.state).not.toBe("cancelled");
    expect(staffDeliverySchema.parse(answer.body)).toMatchObject({ attempt: 2, partner: attempts[1]!.partner });
  });

  it("is refused (409, nothing changed) once the courier has picked the order up, or delivered it", async () => {
    for (const [state, text] of [
      ["picked_up", STAFF_DELIVERY_REFUSALS.pickedUp],
      ["enroute_to_dropoff", STAFF_DELIVERY_REFUSALS.pickedUp],
      ["delivered", STAFF_DELIVERY_REFUSALS.finished],
    ] as const) {
      const { order, manager } = await acceptedDelivery();
      const [live] = await deliveriesOf(t, order.orderId);
      await t.database.db.update(deliveries).set({ state }).where(eq(deliveries.id, live!.id));
      const answer = await redispatch(manager.token, order.orderId);
      expect(answer.status, state).toBe(409);
      expect(messageOf(answer)).toBe(text);
      expect(await deliveriesOf(t, order.orderId)).toEqual([{ ...live!, state }]);
      expect((await listOf(manager.token)).find((d) => d.orderId === order.orderId)?.mayRedispatch ?? false).toBe(false);
    }
  });

  it("is refused before the restaurant accepts the order (409), and asks no courier", async () => {
    const restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH", "SIMPERY"]);
    const order = await placeDeliveryOrder(t, restaurant);
    const answer = await redispatch((await managerOf(t, restaurant.id)).token, order.orderId);
    expect(answer.status).toBe(409);
    expect(messageOf(answer)).toBe(STAFF_DELIVERY_REFUSALS.notAccepted);
    expect(await deliveriesOf(t, order.orderId)).toEqual([]);
  });

  it("refuses a host and the kitchen (403), another restaurant's manager (403), an unknown order (404), and changes nothing", async () => {
    const { restaurant, order } = await acceptedDelivery();
    const before = await deliveriesOf(t, order.orderId);
    for (const role of ["host", "kitchen"] as const) {
      const answer = await redispatch((await staffMember(t, restaurant.id, role)).token, order.orderId);
      expect(answer.status, role).toBe(403);
    }
    const elsewhere = await redispatch((await staffElsewhere(t, restaurant.id, "manager")).token, order.orderId);
    expect(elsewhere.status).toBe(403);
    expect(messageOf(elsewhere)).toBe(STAFF_ORDER_REFUSALS.otherRestaurant);
    const manager = await managerOf(t, restaurant.id);
    expect((await redispatch(manager.token, "6f1c2b1e-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await redispatch(manager.token, "not-an-order")).status).toBe(400);
    expect((await redispatch("", order.orderId)).status).toBe(401);
    expect(await deliveriesOf(t, order.orderId)).toEqual(before);
  });
});
