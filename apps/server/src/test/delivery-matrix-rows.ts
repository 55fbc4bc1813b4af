/**
 * The authorization matrix's rows for following a delivery (issue 14): the owner's order made a delivery with a courier
 * on the road (written directly: no partner is asked), then read by everyone. A quote is PUBLIC (a cart quotes before
 * sign-in); partners' webhooks are not in the document (signed by the partner, tested in partner-webhook.test.ts).
 */
import { randomUUID } from "node:crypto";
import { staffDeliveryPartnersSchema, trackingDetailsSchema, valetLocationSchema } from "@forkful/contracts/delivery";
import { OrderStatus } from "@forkful/contracts/order-status";
import { staffDeliveriesAnswerSchema, staffDeliverySchema } from "@forkful/contracts/staff-deliveries";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { deliveries } from "../db/schema/delivery";
import { merchantLocations } from "../db/schema/merchants";
import { orders } from "../db/schema/orders";
import { type Answer, type CallerName, type Fixture, isStaffHere, type Matrix, type MatrixRow, type Statuses } from "./authorization-kit";
import { TEST_NOW } from "./test-app";

/** The owner's order becomes a delivery near the restaurant, with a courier of its own riding it. */
async function courierOnTheRoad(m: Matrix, f: Fixture, state = "enroute_to_dropoff"): Promise<Partial<Fixture>> {
  const { db } = m.t.database;
  const [place] = await db.select().from(merchantLocations).where(eq(merchantLocations.id, m.locationId));
  const drop = { lat: place!.lat + 0.01, lng: place!.lng };
  await db
    .update(orders)
    .set({ orderType: "delivery", address: { addressLine1: "7 Matrix Way", ...drop } })
    .where(eq(orders.id, f.order.orderId));
  const deliveryStaffId = `matrix-courier-${randomUUID().slice(0, 8)}`;
  await db.insert(deliveries).values({
    orderId: f.order.orderId,
    attempt: 1,
    partner: "DOORDASH",
    externalId: `matrix-${randomUUID()}`,
    state,
    fee: 500,
    currency: "USD",
    runnerName: "Matrix Rider",
    runnerPhone: "+15550100000",
    runnerVehicle: "Bicycle",
    deliveryStaffId,
    trackingUrl: "https://example.com/track",
    etaAt: new Date(TEST_NOW.getTime() + 600_000),
    courierLat: drop.lat - 0.005,
    courierLng: drop.lng,
    courierAt: TEST_NOW,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  });
  return { deliveryStaffId };
}

/** The courier is shown to whoever may follow the delivery, as it is. */
const showsTheCourier = (answer: Answer, _caller: CallerName, f: Fixture) =>
  expect(trackingDetailsSchema.parse(answer.body).runner?.deliveryStaffId).toBe(f.deliveryStaffId);
const showsWhereTheCourierIs = (answer: Answer, _caller: CallerName, f: Fixture) =>
  expect(valetLocationSchema.parse(answer.body).delivery_staff_id).toBe(f.deliveryStaffId);

/** Every partner a sandbox server offers: choosing them all leaves the restaurant able to quote and book as before. */
const ALL_PARTNERS = ["DOORDASH", "SIMPERY", "DUNZO", "SHADOWFAX"];

/** The owner's order accepted, its courier on the way to the restaurant (the food not picked up: a re-dispatch may go). */
async function courierComing(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  await m.t.database.db.update(orders).set({ status: OrderStatus.Accepted }).where(eq(orders.id, f.order.orderId));
  return courierOnTheRoad(m, f, "enroute_to_pickup");
}

export function deliveryRows(
  matrix: () => Matrix,
  expected: { ownerAndStaffHere: Statuses; anyStaff: Statuses; managerHere: Statuses },
): MatrixRow[] {
  return [
    {
      call: "GET /staff/deliveries",
      on: "staff",
      expected: expected.anyStaff,
      prepare: (f) => courierComing(matrix(), f),
      request: () => ({}),
      shows: (answer, caller, f) => {
        const listed = staffDeliveriesAnswerSchema.parse(answer.body).deliveries.map((d) => d.orderId);
        if (isStaffHere(caller)) expect(listed).toContain(f.order.orderId);
        else expect(listed, `${caller} sees another restaurant's deliveries`).not.toContain(f.order.orderId);
      },
    },
    {
      call: "POST /staff/deliveries/{orderId}/redispatch",
      on: "staff",
      expected: expected.managerHere,
      prepare: (f) => courierComing(matrix(), f),
      request: (f) => ({ params: { orderId: f.order.orderId } }),
      shows: (answer, _caller, f) => expect(staffDeliverySchema.parse(answer.body).orderId).toBe(f.order.orderId),
    },
    {
      call: "GET /staff/delivery/partners",
      on: "staff",
      expected: expected.anyStaff,
      request: () => ({}),
      shows: (answer) => expect(staffDeliveryPartnersSchema.parse(answer.body).available).toHaveLength(ALL_PARTNERS.length),
    },
    {
      call: "PUT /staff/delivery/partners",
      on: "staff",
      expected: expected.anyStaff,
      request: () => ({ body: { partners: ALL_PARTNERS } }),
      shows: (answer) => expect(staffDeliveryPartnersSchema.parse(answer.body).partners).toEqual(ALL_PARTNERS),
    },
    {
      call: "POST /delivery/status/v2",
      on: "order",
      expected: expected.ownerAndStaffHere,
      prepare: (f) => courierOnTheRoad(matrix(), f),
      request: (f) => ({ body: { orderId: f.order.orderId } }),
      shows: showsTheCourier,
    },
    {
      call: "GET /valet/getValetLocation",
      on: "order",
      expected: expected.ownerAndStaffHere,
      prepare: (f) => courierOnTheRoad(matrix(), f),
      request: (f) => ({ query: { deliveryStaffId: f.deliveryStaffId! } }),
      shows: showsWhereTheCourierIs,
    },
  ];
}
