/**
 * The last table of a slot is booked once, however many diners ask at the same moment. Runs on PGlite here and on
 * PostgreSQL with `node scripts/with-postgres.mjs npx vitest run <this file>`, where the requests truly overlap.
 */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { availableSlots, locationIdOf, reservationRequest, reserve, slotsOf, testFloor } from "../../test/reservation-test-kit";
import { messageOf } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp();
  locationId = await locationIdOf(t);
  // Two tables for a party of four; one is booked below, so each slot around 19:00 has exactly one left.
  await testFloor(t, locationId, [4, 4]);
});
afterAll(() => t.close());

const reservationsOn = (date: string) =>
  t.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.locationId, locationId), eq(bookings.reservationDate, date)));

describe("fifty diners for the last table", () => {
  it("gives exactly one of them the table and tells the other 49 it was just taken", async () => {
    const date = "2026-11-24";
    expect((await reserve(t, reservationRequest(locationId, { guestCount: 4, reservationDate: date }))).status).toBe(200);
    expect(availableSlots(await slotsOf(t, locationId, `guestCount=4&date=${date}`))).toContain("19:00");

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => reserve(t, reservationRequest(locationId, { guestCount: 4, reservationDate: date }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(answers.filter((a) => a.status === 409).every((a) => messageOf(a) === BOOKING_REFUSALS.slotTaken)).toBe(true);

    const held = await reservationsOn(date);
    expect(held).toHaveLength(2);
    expect(new Set(held.map((b) => b.tableRef)).size).toBe(2);
    expect(availableSlots(await slotsOf(t, locationId, `guestCount=4&date=${date}`))).not.toContain("19:00");
  });

  it("books once for one idempotency key sent ten times at once", async () => {
    const date = "2026-11-25";
    const request = reservationRequest(locationId, { guestCount: 4, reservationDate: date });
    const answers = await Promise.all(Array.from({ length: 10 }, () => reserve(t, request)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => (a.body as { id: string }).id)).size).toBe(1);
    expect(await reservationsOn(date)).toHaveLength(1);
  });
});
