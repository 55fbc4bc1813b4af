/**
 * A delivery for later gets its courier in time, not when the restaurant accepts it (issue 24): accepted early, no
 * courier until its due time (promised time less the ride and the partners' pickup lead), then booked once by the
 * watch; a restart in between, or two instances at once, still book one courier; an ASAP delivery's courier at once.
 */
import { DELIVERY_TEXTS, trackingDetailsSchema } from "@forkful/contracts/delivery";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courierBookings } from "../../db/schema/delivery";
import type { DeliveryPartnerApi } from "../../integrations/delivery/delivery-partner";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import {
  acceptOrder,
  createDeliveryTestApp,
  deliveriesOf,
  deliveringRestaurant,
  deliverySlotsOf,
  managerOf,
  moveAsStaff,
  placeDeliveryOrder,
  rideFor,
} from "../../test/delivery-test-kit";
import { orderOf, type TestOrder } from "../../test/payment-test-kit";
import { encodedCall } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";
import { askDueCouriers, courierDueAt, rideMinutes } from "./courier-timing";
import { createDeliveryRepository } from "./delivery.repository";
import type { DeliveryDeps } from "./delivery-deps";
import { runWatchOf } from "./public";

let setup: Awaited<ReturnType<typeof createDeliveryTestApp>>;
let t: TestApp;
let restaurant: Awaited<ReturnType<typeof deliveringRestaurant>>;
/** Four orders for later, each for a slot 15 minutes after the previous one's, all accepted at once (hours early). */
let later: (TestOrder & { slot: string; due: Date })[];

const MINUTE = 60_000;
/** DoorDash's lead (15) is the longer of the two partners'; a kilometre rides in the 5 minutes' minimum. */
const LEAD_MS = (15 + 5) * MINUTE;

beforeAll(async () => {
  setup = await createDeliveryTestApp();
  t = setup.t;
  restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH", "DUNZO"]);
  later = [];
  for (const slot of (await deliverySlotsOf(t, restaurant.id)).slice(-4)) {
    const order = await placeDeliveryOrder(t, restaurant, { scheduledAt: slot });
    await acceptOrder(t, order);
    later.push({ ...order, slot, due: new Date(Date.parse(slot) - LEAD_MS) });
  }
});
afterAll(async () => {
  await t.close();
  // Restarted: the first app (closed already) still holds the database and its media.
  if (t !== setup.t) await setup.t.close();
});

/** Moves the clock to `at` (plus `ms`) and runs the app's watch there. */
async function watchAt(app: TestApp, at: Date, ms = 0) {
  setup.clock.advance(at.getTime() + ms - setup.clock.now().getTime());
  await runWatchOf(app.database.db);
}

const tracking = (order: TestOrder) => encodedCall(t, "POST", "/delivery/status/v2", { orderId: order.orderId }, { token: order.token });

describe("a delivery's courier", () => {
  it("of an ASAP delivery is asked for at once, with no due time", async () => {
    const order = await placeDeliveryOrder(t, restaurant);
    await acceptOrder(t, order);
    expect(await deliveriesOf(t, order.orderId)).toHaveLength(1);
    expect((await orderOf(t, order.orderId, order.token)).courierDueAt).toBeNull();
  });

  it("of a delivery for later is not asked for on acceptance, but at its due time, once", async () => {
    const order = later[0]!;
    expect(order.due.getTime() - setup.clock.now().getTime()).toBeGreaterThan(60 * MINUTE);
    for (const each of later) expect(await deliveriesOf(t, each.orderId)).toEqual([]);
    expect(await orderOf(t, order.orderId, order.token)).toMatchObject({ delivery: null, courierDueAt: order.due.toISOString() });
    expect(trackingDetailsSchema.parse((await tracking(order)).body)).toMatchObject({
      stateLabel: DELIVERY_TEXTS.courierLater,
      eta: order.slot,
    });

    await watchAt(t, order.due, -2 * MINUTE);
    expect(await deliveriesOf(t, order.orderId)).toEqual([]);
    await watchAt(t, order.due);
    expect(await deliveriesOf(t, order.orderId)).toHaveLength(1);
    await rideFor(t, setup.clock, 60);
    const [booked, ...more] = await deliveriesOf(t, order.orderId);
    expect(more).toEqual([]);
    expect(booked!.state).not.toBe("cancelled");
    expect((await orderOf(t, order.orderId, order.token)).courierDueAt).toBeNull();
    // The others wait for their own time.
    for (const each of later.slice(1)) expect(await deliveriesOf(t, each.orderId)).toEqual([]);
  });

  it("of a delivery for later is booked once after a restart between acceptance and its due time", async () => {
    const order = later[1]!;
    // The server stops; another starts on the same database and clock.
    await t.app.close();
    t = (await createDeliveryTestApp({ database: t.database, clock: setup.clock })).t;
    await watchAt(t, order.due);
    await rideFor(t, setup.clock, 30);
    const rows = await deliveriesOf(t, order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).not.toBe("cancelled");
  });

  it("of a delivery for later is booked by one of three instances watching at once", async () => {
    const order = later[2]!;
    setup.clock.advance(order.due.getTime() - setup.clock.now().getTime());
    const booked: string[] = [];
    await Promise.all([askDueCouriers(instanceDeps(booked)), askDueCouriers(instanceDeps(booked)), askDueCouriers(instanceDeps(booked))]);
    expect(booked).toEqual([order.orderId]);
    const [row] = await t.database.db.select().from(courierBookings).where(eq(courierBookings.orderId, order.orderId));
    expect(row!.askedAt).not.toBeNull();
  });

  it("of a delivery for later is never asked for when the order is cancelled before its time", async () => {
    const order = later[3]!;
    // A day on, the manager signs in again.
    const staff = await managerOf(t, order.locationId);
    expect((await moveAsStaff(t, staff.token, order.orderId, 9)).status).toBe(200);
    await watchAt(t, order.due);
    expect(await deliveriesOf(t, order.orderId)).toEqual([]);
  });
});

describe("the due time", () => {
  it("is the promised time less the ride (streets at a city's pace, 5 minutes at least) and the pickup lead", () => {
    const promisedAt = new Date("2026-11-24T18:00:00Z");
    expect(rideMinutes(null)).toBe(5);
    expect(rideMinutes(5)).toBe(21);
    expect(courierDueAt({ promisedAt, distanceKm: 5, pickupLeadMinutes: 15 }).toISOString()).toBe("2026-11-24T17:24:00.000Z");
  });
});

/** A server instance of its own on the same database, booking with a partner that records what it booked. */
function instanceDeps(booked: string[]): DeliveryDeps {
  const partner: DeliveryPartnerApi = {
    partner: "DOORDASH",
    pickupLeadMinutes: 15,
    quote: async (request) => ({
      ok: true,
      quoteId: request.reference,
      fee: 500,
      currency: "USD",
      dropoffEta: new Date(setup.clock.now().getTime() + 30 * MINUTE),
      expiresAt: new Date(setup.clock.now().getTime() + 10 * MINUTE),
    }),
    accept: async (quoteId) => {
      booked.push(quoteId.split(":")[0]!);
      const delivery = { externalId: `dd-${quoteId}`, state: "confirmed" as const, courier: null, trackingUrl: null, dropoffEta: null };
      return { ok: true, fee: 500, delivery: { ...delivery, cancelReason: null } };
    },
    status: async () => null,
    courierLocation: async () => null,
    cancel: async () => ({ ok: true }),
  };
  const quiet = { warn: () => undefined, error: () => undefined } as unknown as DeliveryDeps["log"];
  return {
    deliveries: createDeliveryRepository(t.database.db),
    db: t.database.db,
    partners: new Map([["DOORDASH", partner]]),
    webhooks: { signatureHeader: "x", verify: () => null },
    sandbox: null,
    events: createInProcessEvents(),
    clock: setup.clock.now,
    log: quiet,
  };
}
