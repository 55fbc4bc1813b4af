/**
 * A manager turns delivery, online check-in or reservations off for a while, or until turned back on (issue 26):
 * meanwhile a delivery order, a check-in and a reservation are refused (409 DELIVERY_OFF, CHECKIN_OFF,
 * RESERVATIONS_OFF) naming when the service is back; turned back on, or once the time has passed, they are taken again.
 */
import { restaurantDetailSchema } from "@forkful/contracts/merchants";
import { SERVICES_OFF_TEXTS, staffServicesSchema } from "@forkful/contracts/services-off";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { staffActions } from "../../db/schema/staff";
import { deliveringRestaurant, pointNorthOf } from "../../test/delivery-test-kit";
import { staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { locationIdOf, reservationRequest, reserve, testFloor } from "../../test/reservation-test-kit";
import { jsonCall, messageOf, mutableClock } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { checkinRequest, postCheckin, setUpWaitlistFloor, type WaitlistFloor } from "../../test/waitlist-test-kit";

const clock = mutableClock();
let t: TestApp;
let delivery: Awaited<ReturnType<typeof deliveringRestaurant>>;
let floor: WaitlistFloor;
let reservationsAt: number;
/** Each restaurant's manager, by location id. */
const managers = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  delivery = await deliveringRestaurant(t);
  floor = await setUpWaitlistFloor(t);
  reservationsAt = await locationIdOf(t);
  await testFloor(t, reservationsAt, [2, 2, 4, 4]);
  for (const id of [delivery.id, floor.locationId, reservationsAt]) managers.set(id, (await staffMember(t, id, "manager")).token);
  return () => t.close();
});
// Each test starts with every service on.
afterEach(async () => {
  for (const [locationId, token] of managers) {
    for (const service of ["delivery", "checkin", "reservations"])
      expect((await setService(locationId, { service, minutes: null }, token)).status).toBe(200);
  }
});

const setService = (locationId: number, body: unknown, token = managers.get(locationId)!) =>
  jsonCall(t, "PUT", "/staff/services", body, { token });
const readServices = async (locationId: number) =>
  staffServicesSchema.parse((await jsonCall(t, "GET", "/staff/services", undefined, { token: managers.get(locationId)! })).body);
const minutesFromNow = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString();
const detailOf = async (locationId: number) =>
  restaurantDetailSchema.parse((await t.call("/merchants/locations/id", { locationId })).body).servicesOffUntil;

async function placeDelivery() {
  const item = untrackedItem(await menuOf(t, delivery.id, "delivery"));
  const address = { addressLine1: "12 Test Lane", ...pointNorthOf(delivery, 1) };
  return placeOrder(t, orderRequest(delivery.id, [lineFor(item, 3)], { orderType: "delivery", address, phone: "+14155550142" }));
}
const checkIn = () => postCheckin(t, checkinRequest(floor));
const book = () => reserve(t, reservationRequest(reservationsAt));

/** What each service's refusal and its diner call are. */
const SERVICES = [
  { service: "delivery", code: "DELIVERY_OFF", at: () => delivery.id, ask: placeDelivery, taken: 201 },
  { service: "checkin", code: "CHECKIN_OFF", at: () => floor.locationId, ask: checkIn, taken: 200 },
  { service: "reservations", code: "RESERVATIONS_OFF", at: () => reservationsAt, ask: book, taken: 200 },
] as const;

describe("turning a diner service off for a while", () => {
  it.each(SERVICES)("refuses $service (409 $code) naming when it is back; the diner's restaurant read says so", async (s) => {
    const off = await setService(s.at(), { service: s.service, minutes: 30 });
    expect(off.status, messageOf(off)).toBe(200);
    const state = staffServicesSchema.parse(off.body).services.find((one) => one.service === s.service);
    expect(state).toMatchObject({ off: true, until: minutesFromNow(30), setBy: "Test manager", setAt: clock.now().toISOString() });

    const refused = await s.ask();
    expect(refused.status, messageOf(refused)).toBe(409);
    expect(refused.body).toMatchObject({ code: s.code });
    expect(messageOf(refused)).toMatch(/is not taking .+ until \d{1,2}:\d{2} [AP]M\. Please try again then\./);
    expect(await detailOf(s.at())).toEqual({ [s.service]: minutesFromNow(30) });

    const on = await setService(s.at(), { service: s.service, minutes: null });
    expect(staffServicesSchema.parse(on.body).services.every((one) => !one.off)).toBe(true);
    const taken = await s.ask();
    expect(taken.status, messageOf(taken)).toBe(s.taken);
    expect(await detailOf(s.at())).toEqual({});
  });

  it("turned off until turned back on: refused with no time named, and the detail names no time", async () => {
    expect((await setService(reservationsAt, { service: "reservations", untilReopened: true })).status).toBe(200);
    expect((await readServices(reservationsAt)).services[2]).toMatchObject({ service: "reservations", off: true, until: null });
    const refused = await book();
    expect(refused.body).toMatchObject({ code: "RESERVATIONS_OFF" });
    expect(messageOf(refused)).toMatch(/is not taking reservations online for now\./);
    expect(await detailOf(reservationsAt)).toEqual({ reservations: null });
    // Other services of the restaurant stay on.
    expect((await readServices(reservationsAt)).services.filter((one) => one.off)).toHaveLength(1);
  });

  it("takes diners again once the time has passed, without anyone turning it back on", async () => {
    for (const s of SERVICES) expect((await setService(s.at(), { service: s.service, minutes: 15 })).status).toBe(200);
    for (const s of SERVICES) expect((await s.ask()).status).toBe(409);
    clock.advance(15 * 60_000 + 1_000);
    try {
      for (const s of SERVICES) {
        const taken = await s.ask();
        expect(taken.status, `${s.service}: ${messageOf(taken)}`).toBe(s.taken);
        expect(await detailOf(s.at())).toEqual({});
      }
      // The access tokens signed in before have lapsed meanwhile: the manager signs in again.
      const { token } = await staffMember(t, delivery.id, "manager");
      const read = await jsonCall(t, "GET", "/staff/services", undefined, { token });
      expect(staffServicesSchema.parse(read.body).services.every((one) => !one.off)).toBe(true);
    } finally {
      clock.advance(-(15 * 60_000 + 1_000));
    }
  });

  it("records who turned a service off and on, and when, as staff actions", async () => {
    await setService(delivery.id, { service: "delivery", minutes: 60 });
    await setService(delivery.id, { service: "delivery", minutes: null });
    const rows = await t.database.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.locationId, delivery.id), eq(staffActions.subjectType, "service")));
    const last = rows.slice(-2).map((row) => [row.action, row.subjectId, row.at.toISOString()]);
    expect(last).toEqual([
      ["service.off", "delivery", TEST_NOW.toISOString()],
      ["service.on", "delivery", TEST_NOW.toISOString()],
    ]);
    expect(rows.at(-2)?.detail).toEqual({ minutes: 60, until: minutesFromNow(60) });
  });

  it("refuses bad input (400) with a clear text, and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [{ service: "takeaway", minutes: 30 }, SERVICES_OFF_TEXTS.service],
      [{ service: "delivery", minutes: 4 }, SERVICES_OFF_TEXTS.minutes],
      [{ service: "delivery", minutes: 241 }, SERVICES_OFF_TEXTS.minutes],
      [{ service: "delivery", minutes: 12.5 }, SERVICES_OFF_TEXTS.minutes],
      [{ service: "delivery", minutes: "30" }, SERVICES_OFF_TEXTS.minutes],
      [{ service: "delivery", minutes: 30, untilReopened: true }, SERVICES_OFF_TEXTS.twice],
      [{ service: "delivery" }, SERVICES_OFF_TEXTS.nothing],
    ];
    for (const [body, text] of cases) {
      const refused = await setService(delivery.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(refused)).toContain(text);
    }
    expect((await readServices(delivery.id)).services.every((one) => !one.off)).toBe(true);
    expect((await placeDelivery()).status).toBe(201);
  });
});

describe("who may turn services off", () => {
  it("is the manager only: the kitchen and the host are refused (403); another restaurant's manager changes only their own", async () => {
    for (const role of ["kitchen", "host"] as const) {
      const { token } = await staffMember(t, floor.locationId, role);
      expect((await setService(floor.locationId, { service: "checkin", minutes: 30 }, token)).status).toBe(403);
      expect((await jsonCall(t, "GET", "/staff/services", undefined, { token })).status).toBe(403);
    }
    const elsewhere = await staffElsewhere(t, floor.locationId, "manager");
    expect((await setService(floor.locationId, { service: "checkin", minutes: 30 }, elsewhere.token)).status).toBe(200);
    expect((await readServices(floor.locationId)).services.every((one) => !one.off)).toBe(true);
    expect((await checkIn()).status).toBe(200);
    expect((await setService(floor.locationId, { service: "checkin", minutes: null }, elsewhere.token)).status).toBe(200);
  });
});
