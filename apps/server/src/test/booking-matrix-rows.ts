/**
 * The authorization matrix's rows for a diner's check-ins and reservations (issue 12): making one for the owner's
 * account, reading, cancelling and changing the owner's reservation, its live progress, and the table the owner's party
 * sits at. Reservations are made at Gramercy Table on days of their own (one reservation per diner and day), so rows
 * never meet each other's bookings.
 */
import { randomUUID } from "node:crypto";
import { bookingAnswerSchema, bookingProgressSchema, bookingSchema } from "@forkful/contracts/bookings";
import { tableDetailsAnswerSchema } from "@forkful/contracts/floor";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { bookings } from "../db/schema/bookings";
import { merchantLocations } from "../db/schema/merchants";
import { diningTables } from "../db/schema/tables";
import type { Answer, CallerName, Fixture, Identity, Matrix, MatrixRow, Statuses } from "./authorization-kit";
import { encodedCall, newMobile } from "./sign-in-helpers";
import { TEST_NOW } from "./test-app";

/** Takes reservations at dinner, Tuesday to Sunday (TEST_NOW is a Monday). */
const RESTAURANT = "gramercy-table-gramercy-park";
const OWNERS_NAME = "Priya Owner";

/** A new day for every reservation of the matrix: Tuesday to Sunday from the day after TEST_NOW. */
let daysUsed = 0;
function nextDay(): string {
  for (;;) {
    daysUsed += 1;
    const day = new Date(TEST_NOW.getTime() + daysUsed * 86_400_000);
    if (day.getUTCDay() !== 1) return day.toISOString().slice(0, 10);
  }
}

/** One new day per fixture, whoever asks for it: every caller of a row sends the same day, and the days last longer. */
const daysOfFixtures = new WeakMap<Fixture, string>();
function dayOf(f: Fixture): string {
  if (!daysOfFixtures.has(f)) daysOfFixtures.set(f, nextDay());
  return daysOfFixtures.get(f)!;
}

async function restaurantId(m: Matrix): Promise<number> {
  const [row] = await m.t.database.db
    .select({ id: merchantLocations.id })
    .from(merchantLocations)
    .where(eq(merchantLocations.locationSlug, RESTAURANT));
  return row!.id;
}

const reservationRequest = (locationId: number, owner: Identity, day: string) => ({
  idempotencyKey: randomUUID(),
  locationId,
  customerId: owner.customerId,
  guestCount: 2,
  fullName: OWNERS_NAME,
  phone: newMobile(),
  reservationDate: day,
  reservationSlot: "19:00",
});

/** A reservation the owner made through the app (signed in, or in the guest session of the owner's order). */
async function ownersReservation(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const locationId = await restaurantId(m);
  const made = await encodedCall(m.t, "POST", "/customer/reservations", reservationRequest(locationId, f.owner, nextDay()), {
    token: f.owner.token,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { reservationId: bookingAnswerSchema.parse(made.body).id };
}

/** A party of the owner's, written at the matrix's restaurant in the state given (as a host's moves leave it). */
async function ownersParty(m: Matrix, f: Fixture, state: Partial<typeof bookings.$inferInsert>): Promise<string> {
  const [party] = await m.t.database.db
    .insert(bookings)
    .values({
      kind: "reservation",
      locationId: m.locationId,
      customerId: f.owner.customerId,
      status: "Active",
      fullName: OWNERS_NAME,
      phone: newMobile(),
      guestCount: 2,
      channelName: "ONLINE",
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
      ...state,
    })
    .returning();
  return party!.id;
}

/** The owner's party told its table is ready (no table held, so rows never meet). */
async function ownersReadyParty(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const answerBy = new Date(TEST_NOW.getTime() + 10 * 60_000);
  return { reservationId: await ownersParty(m, f, { status: "Notified", notifiedAt: TEST_NOW, answerBy }) };
}

/** The owner's party seated at a table of its own at the matrix's restaurant (as a host seating it would). */
async function ownersPartySeated(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const tableId = `MS-${randomUUID().slice(0, 8)}`;
  const [table] = await m.t.database.db
    .insert(diningTables)
    .values({ locationId: m.locationId, tableId, name: `Table ${tableId}`, sectionId: 1, seats: 4 })
    .returning();
  return {
    reservationId: await ownersParty(m, f, { status: "Seated", tableRef: table!.id, seatedAt: TEST_NOW }),
    tableId,
    tableToken: table!.token,
  };
}

/** The owner reads the booking; nobody else gets an answer. */
const theOwnersBooking = (answer: Answer, _caller: CallerName, f: Fixture) =>
  expect(bookingSchema.parse(answer.body)).toMatchObject({ reservationId: f.reservationId, fullName: OWNERS_NAME });

export function bookingRows(matrix: () => Matrix, expected: { ownerOnly: Statuses; anyoneWithTheLink: Statuses }): MatrixRow[] {
  return [
    {
      call: "POST /customer/reservations",
      variant: "a reservation for the owner's account",
      on: "account",
      expected: expected.ownerOnly,
      request: async (f) => ({ body: reservationRequest(await restaurantId(matrix()), f.owner, dayOf(f)) }),
      shows: (answer, _caller, f) => expect(bookingAnswerSchema.parse(answer.body).booking.customerId).toBe(f.owner.customerId),
    },
    {
      call: "POST /customer/reservationId/v2",
      on: "order",
      expected: expected.ownerOnly,
      prepare: (f) => ownersReservation(matrix(), f),
      request: (f) => ({ body: { reservationId: f.reservationId } }),
      shows: theOwnersBooking,
    },
    {
      call: "PUT /customer/cancel-table",
      on: "order",
      expected: expected.ownerOnly,
      prepare: (f) => ownersReservation(matrix(), f),
      request: async (f) => ({
        query: { user: "customer" },
        body: { locationId: await restaurantId(matrix()), reservationId: f.reservationId, cancelReason: "Plans changed" },
      }),
      shows: (answer) => expect(bookingSchema.parse(answer.body).status).toBe("Cancelled"),
    },
    {
      call: "POST /merchants/{locationId}/reservations",
      on: "order",
      expected: expected.ownerOnly,
      prepare: (f) => ownersReservation(matrix(), f),
      request: async (f) => ({
        params: { locationId: String(await restaurantId(matrix())) },
        body: { reservationId: f.reservationId, reservationDate: dayOf(f), reservationSlot: "20:00", guestCount: 3 },
      }),
      shows: (answer) => expect(bookingSchema.parse(answer.body)).toMatchObject({ reservationSlot: "20:00", guestCount: 3 }),
    },
    {
      call: "POST /customer/reservations/{reservationId}/answer",
      on: "order",
      expected: expected.ownerOnly,
      prepare: (f) => ownersReadyParty(matrix(), f),
      request: (f) => ({ params: { reservationId: f.reservationId! }, body: { answer: "onMyWay" } }),
      shows: (answer) => expect(bookingSchema.parse(answer.body)).toMatchObject({ partyAnswer: "onMyWay", fullName: OWNERS_NAME }),
    },
    {
      call: "GET /customer/reservations/{reservationId}/events",
      on: "order",
      expected: expected.anyoneWithTheLink,
      stream: true,
      prepare: (f) => ownersReservation(matrix(), f),
      request: (f) => ({ params: { reservationId: f.reservationId! } }),
      // Opened by id, as an order's tracker is: where the party stands, never who it is.
      shows: (answer, caller) => {
        expect(bookingProgressSchema.parse(answer.body)).not.toHaveProperty("fullName");
        expect(JSON.stringify(answer.body), `${caller} sees the diner's name`).not.toContain(OWNERS_NAME);
      },
    },
    {
      call: "POST /merchants/locations/reservations/table-details/v2",
      on: "order",
      expected: expected.anyoneWithTheLink,
      prepare: (f) => ownersPartySeated(matrix(), f),
      request: (f) => ({ body: { locationId: matrix().locationId, tableId: f.tableId, tableToken: f.tableToken } }),
      // Anyone at the table (its QR token) learns it is taken; only the party seated there reads its session.
      shows: (answer, caller, f) => {
        const details = tableDetailsAnswerSchema.parse(answer.body);
        expect(details.occupied).toBe(true);
        if (caller === "owner") expect(details.session?.reservationId).toBe(f.reservationId);
        else expect(details.session, `${caller} reads another party's session`).toBeNull();
      },
    },
  ];
}
