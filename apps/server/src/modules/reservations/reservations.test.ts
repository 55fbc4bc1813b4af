import { randomUUID } from "node:crypto";
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { type BookingAnswer, bookingAnswerSchema, bookingSchema } from "@forkful/contracts/bookings";
import { reservationSlotsAnswerSchema } from "@forkful/contracts/floor";
import { MESSAGES } from "@forkful/contracts/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { availableSlots, locationIdOf, reservationRequest, reserve, slotsOf, testFloor } from "../../test/reservation-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;
/** A 2-seat and a 4-seat table: a party of 2 may get either, a party of 3 or 4 only the 4-seat. */
let small: string;
let large: string;
let diner: { customerId: string; accessToken: string };
let stranger: { customerId: string; accessToken: string };

beforeAll(async () => {
  t = await createTestApp();
  locationId = await locationIdOf(t);
  [small, large] = (await testFloor(t, locationId, [2, 4])) as [string, string];
  diner = await signUpByOtp(t);
  stranger = await signUpByOtp(t);
});
afterAll(() => t.close());

const booked = (answer: { body: unknown }): BookingAnswer => bookingAnswerSchema.parse(answer.body);
const change = (payload: Record<string, unknown>, token?: string, at = locationId) =>
  encodedCall(t, "POST", `/merchants/${at}/reservations`, payload, { token });
const cancel = (reservationId: string, token?: string) =>
  encodedCall(t, "PUT", "/customer/cancel-table?user=customer", { locationId, reservationId, cancelReason: "Plans changed" }, { token });
const rowOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe("reservation slots (GET /merchants/generate-reservation-slot/{locationId})", () => {
  it("answers the day's slots in the restaurant's time zone, from opening to the last seating", async () => {
    const answer = await slotsOf(t, locationId, "guestCount=2&date=2026-11-24");
    expect(answer.status).toBe(200);
    const day = reservationSlotsAnswerSchema.parse(answer.body);
    expect(day).toMatchObject({ locationId, date: "2026-11-24", guestCount: 2, timeZone: "America/New_York", open: true, reason: null });
    expect(day.slots[0]).toEqual({ slot: "17:00", startsAt: "2026-11-24T22:00:00.000Z", available: true });
    expect(day.slots.at(-1)!.slot).toBe("21:15");
    expect(day.slots.every((s) => s.available)).toBe(true);
  });

  it("says why a day takes no reservations: closed that day, no table for the party, reservations off, too far ahead", async () => {
    const monday = await slotsOf(t, locationId, "guestCount=2&date=2026-11-30");
    expect(monday.body).toMatchObject({ open: false, reason: BOOKING_REFUSALS.closedThatDay, slots: [] });
    const nine = await slotsOf(t, locationId, "guestCount=9&date=2026-11-24");
    expect(nine.body).toMatchObject({ open: false, reason: BOOKING_REFUSALS.noTableFits(9) });
    const off = await slotsOf(t, await locationIdOf(t, "mission-verde-taqueria-mission-district"), "guestCount=2&date=2026-11-24");
    expect(off.body).toMatchObject({ open: false, reason: BOOKING_REFUSALS.reservationsOff });
    const far = await slotsOf(t, locationId, "guestCount=2&date=2027-01-05");
    expect(far.body).toMatchObject({ open: false, reason: BOOKING_REFUSALS.tooFarAhead(30) });
  });

  it("refuses a bad query (400) and an unknown restaurant (404)", async () => {
    expect((await slotsOf(t, locationId, "guestCount=2&date=24-11-2026")).status).toBe(400);
    expect((await slotsOf(t, locationId, "guestCount=0&date=2026-11-24")).status).toBe(400);
    // Shaped like a day but none (the fuzz suite found these answered 500).
    for (const date of ["2026-02-30", "9999-99-99"]) {
      const answer = await slotsOf(t, locationId, `guestCount=2&date=${date}`);
      expect(answer.status).toBe(400);
      expect(messageOf(answer)).toContain("reservationDate is not a day on the calendar");
      expect((await reserve(t, reservationRequest(locationId, { reservationDate: date }))).status).toBe(400);
    }
    const unknown = await slotsOf(t, 999_999, "guestCount=2&date=2026-11-24");
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown)).toBe(MESSAGES.noSuchRestaurant);
  });
});

describe("reserving a table (POST /customer/reservations with a date and time)", () => {
  it("books the smallest table that fits, and the slot closes when every fitting table is booked", async () => {
    const first = await reserve(t, reservationRequest(locationId, { reservationDate: "2026-11-25" }));
    expect(first.status).toBe(200);
    const { booking } = booked(first);
    expect(booking).toMatchObject({
      kind: "reservation",
      status: "Active",
      statusLabel: "Reserved",
      reservationDate: "2026-11-25",
      reservationSlot: "19:00",
      startsAt: "2026-11-26T00:00:00.000Z",
      endsAt: "2026-11-26T01:15:00.000Z",
      canChange: true,
      canCancel: true,
      checkedIn: false,
    });
    expect((await rowOf(booking.reservationId)).tableRef).toBe(small);
    expect(availableSlots(await slotsOf(t, locationId, "guestCount=2&date=2026-11-25"))).toContain("19:00");

    const second = booked(await reserve(t, reservationRequest(locationId, { reservationDate: "2026-11-25" })));
    expect((await rowOf(second.booking.reservationId)).tableRef).toBe(large);
    const after = availableSlots(await slotsOf(t, locationId, "guestCount=2&date=2026-11-25"));
    expect(after).not.toContain("19:00");
    // 18:00–19:15 overlaps both bookings; 17:45 ends as they start and 20:15 starts as they end.
    expect(after).not.toContain("18:00");
    expect(after).toContain("17:45");
    expect(after).toContain("20:15");

    const third = await reserve(t, reservationRequest(locationId, { reservationDate: "2026-11-25", reservationSlot: "18:30" }));
    expect(third.status).toBe(409);
    expect(messageOf(third)).toBe(BOOKING_REFUSALS.slotTaken);
  });

  it("answers the same booking for the same idempotency key, signed out too, and books nothing new", async () => {
    const request = reservationRequest(locationId, { reservationDate: "2026-11-26" });
    const first = booked(await reserve(t, request));
    const again = booked(await reserve(t, request));
    expect(again.id).toBe(first.id);
    expect(first.guestSession?.accessToken).toBeTruthy();
    expect(again.guestSession?.customerId).toBe(first.guestSession?.customerId);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.idempotencyKey, request.idempotencyKey));
    expect(rows).toHaveLength(1);
    // The guest reads their reservation with the session they were given.
    const read = await encodedCall(
      t,
      "POST",
      "/customer/reservationId/v2",
      { reservationId: first.id },
      { token: first.guestSession!.accessToken },
    );
    expect(bookingSchema.parse(read.body).reservationId).toBe(first.id);
  });

  it("takes one reservation per phone per day at a restaurant", async () => {
    const request = reservationRequest(locationId, { reservationDate: "2026-11-27", reservationSlot: "17:00" });
    expect((await reserve(t, request)).status).toBe(200);
    const sameDay = await reserve(t, { ...request, idempotencyKey: randomUUID(), reservationSlot: "21:00" });
    expect(sameDay.status).toBe(409);
    expect(messageOf(sameDay)).toBe(BOOKING_REFUSALS.oneReservationPerDay);
    expect((await reserve(t, { ...request, idempotencyKey: randomUUID(), reservationDate: "2026-11-28" })).status).toBe(200);
  });

  it("refuses a restaurant without reservations, a time not offered and one too soon, booking nothing", async () => {
    const verde = await locationIdOf(t, "mission-verde-taqueria-mission-district");
    const off = await reserve(t, reservationRequest(verde));
    expect(off.status).toBe(409);
    expect(messageOf(off)).toBe(BOOKING_REFUSALS.reservationsOff);
    const odd = await reserve(t, reservationRequest(locationId, { reservationSlot: "19:05" }));
    expect(messageOf(odd)).toBe(BOOKING_REFUSALS.slotNotOffered);
    const closedDay = await reserve(t, reservationRequest(locationId, { reservationDate: "2026-11-30" }));
    expect(messageOf(closedDay)).toBe(BOOKING_REFUSALS.closedThatDay);
    const past = await reserve(t, reservationRequest(locationId, { reservationDate: "2026-11-22" }));
    expect(messageOf(past)).toBe(BOOKING_REFUSALS.tooLate);
    const keys = [off, odd, closedDay, past].map((a) => a.status);
    expect(keys).toEqual([409, 409, 409, 409]);
  });

  it("refuses a signed-in diner booking for another account", async () => {
    const answer = await reserve(t, reservationRequest(locationId, { customerId: stranger.customerId }), diner.accessToken);
    expect(answer.status).toBe(403);
  });
});

describe("changing a reservation (POST /merchants/{locationId}/reservations)", () => {
  it("moves it to another time, keeping its id, and frees its old table for others", async () => {
    const mine = booked(
      await reserve(t, reservationRequest(locationId, { guestCount: 4, reservationDate: "2026-12-01" }), diner.accessToken),
    );
    expect(availableSlots(await slotsOf(t, locationId, "guestCount=4&date=2026-12-01"))).not.toContain("19:00");
    // Asked while changing, its own table does not count against it.
    const own = await slotsOf(t, locationId, `guestCount=4&date=2026-12-01&reservationId=${mine.id}`);
    expect(availableSlots(own)).toContain("19:00");

    const moved = await change(
      { reservationId: mine.id, reservationDate: "2026-12-01", reservationSlot: "21:00", guestCount: 3 },
      diner.accessToken,
    );
    expect(moved.status).toBe(200);
    expect(bookingSchema.parse(moved.body)).toMatchObject({
      reservationId: mine.id,
      reservationSlot: "21:00",
      guestCount: 3,
      startsAt: "2026-12-02T02:00:00.000Z",
      remindedAt: null,
    });
    expect(availableSlots(await slotsOf(t, locationId, "guestCount=4&date=2026-12-01"))).toContain("19:00");
    const other = await reserve(t, reservationRequest(locationId, { guestCount: 4, reservationDate: "2026-12-01" }));
    expect(other.status).toBe(200);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.id, mine.id))).toHaveLength(1);
  });

  it("refuses a taken time and leaves the reservation as it was", async () => {
    const late = await reserve(
      t,
      reservationRequest(locationId, { guestCount: 4, reservationDate: "2026-12-02", reservationSlot: "21:00" }),
    );
    expect(late.status).toBe(200);
    const mine = booked(
      await reserve(t, reservationRequest(locationId, { guestCount: 4, reservationDate: "2026-12-02" }), diner.accessToken),
    );
    const before = await rowOf(mine.id);
    const taken = await change(
      { reservationId: mine.id, reservationDate: "2026-12-02", reservationSlot: "20:00", guestCount: 4 },
      diner.accessToken,
    );
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toBe(BOOKING_REFUSALS.slotTaken);
    expect(await rowOf(mine.id)).toEqual(before);
  });

  it("refuses anyone but its diner (401, 403), another restaurant (400) and a cancelled one (409)", async () => {
    const mine = booked(await reserve(t, reservationRequest(locationId, { reservationDate: "2026-12-03" }), diner.accessToken));
    const to = { reservationId: mine.id, reservationDate: "2026-12-03", reservationSlot: "20:00", guestCount: 2 };
    expect((await change(to)).status).toBe(401);
    const others = await change(to, stranger.accessToken);
    expect(others.status).toBe(403);
    expect(messageOf(others)).toBe(BOOKING_REFUSALS.notYours);
    const elsewhere = await change(to, diner.accessToken, await locationIdOf(t, "hudson-slice-co-west-village"));
    expect(elsewhere.status).toBe(400);
    expect((await cancel(mine.id, diner.accessToken)).status).toBe(200);
    const cancelled = await change(to, diner.accessToken);
    expect(cancelled.status).toBe(409);
    expect(messageOf(cancelled)).toBe(BOOKING_REFUSALS.cannotChange);
    expect((await rowOf(mine.id)).reservationSlot).toBe("19:00");
  });
});

describe("cancelling a reservation", () => {
  it("frees its table: the slot it held is offered and booked again", async () => {
    const date = "2026-12-04";
    const mine = booked(await reserve(t, reservationRequest(locationId, { guestCount: 4, reservationDate: date }), diner.accessToken));
    const refused = await reserve(t, reservationRequest(locationId, { guestCount: 4, reservationDate: date }));
    expect(messageOf(refused)).toBe(BOOKING_REFUSALS.slotTaken);
    expect((await cancel(mine.id, diner.accessToken)).status).toBe(200);
    expect(availableSlots(await slotsOf(t, locationId, `guestCount=4&date=${date}`))).toContain("19:00");
    const next = await reserve(t, reservationRequest(locationId, { guestCount: 4, reservationDate: date }));
    expect(next.status).toBe(200);
    expect((await rowOf(booked(next).id)).tableRef).toBe(large);
  });
});
