/**
 * The host stand: who may use it (managers and hosts of the restaurant; not the kitchen, not another restaurant), the
 * lists it reads, the tables a party may be given, no-show timing, the table-ready text and walk-ins.
 */

import { randomUUID } from "node:crypto";
import { CHECKIN_ANSWER_MINUTES, NO_SHOW_GRACE_MINUTES } from "@forkful/contracts/booking-rules";
import { BOOKING_REFUSALS, BOOKING_SMS } from "@forkful/contracts/booking-texts";
import { bookingSchema } from "@forkful/contracts/bookings";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import {
  STAFF_FLOOR_REFUSALS,
  staffReservationsAnswerSchema,
  staffTablesAnswerSchema,
  staffWaitlistAnswerSchema,
} from "@forkful/contracts/staff-tables";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import { messageOf, newMobile, outboxMessages } from "../../test/sign-in-helpers";
import {
  addTable,
  bookingRow,
  type FloorFixture,
  insertBooking,
  insertReservation,
  move,
  setUpFloor,
  staffCall,
} from "../../test/staff-floor-test-kit";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { localDateOf } from "../merchants/public";

let t: TestApp;
let floor: FloorFixture;
let today: string;
/** Every location the app said the line moved at, in order. */
const published: number[] = [];
beforeAll(async () => {
  const events = createInProcessEvents();
  events.subscribe("lineMoved", ({ locationId }) => published.push(locationId));
  t = await createTestApp({ events });
  floor = await setUpFloor(t);
  today = localDateOf(TEST_NOW, floor.timeZone);
});
afterAll(() => t.close());

const minutes = (n: number) => n * 60_000;
const tablesNow = async () => staffTablesAnswerSchema.parse((await staffCall(t, floor.tokens.host, "GET", "/tables")).body).tables;

describe("who may run the floor", () => {
  const calls = (id: string, tableId: string): [string, "GET" | "POST", string, object?][] => [
    ["waitlist", "GET", "/waitlist"],
    ["reservations", "GET", `/reservations?date=${today}`],
    ["tables", "GET", "/tables"],
    ["notify", "POST", `/bookings/${id}/notify`, {}],
    ["seat", "POST", `/bookings/${id}/seat`, { tableId }],
    ["finish", "POST", `/bookings/${id}/finish`, {}],
    ["no-show", "POST", `/bookings/${id}/no-show`, {}],
    ["cancel", "POST", `/bookings/${id}/cancel`, { cancelReason: "Closing early" }],
    ["walk-in", "POST", "/walk-ins", { fullName: "Kitchen Friend", guestCount: 2, tableId }],
  ];

  it("the kitchen is refused every call (403, with why), and nothing changes", async () => {
    const party = await insertBooking(t, floor.locationId);
    const table = await addTable(t, floor, 4);
    for (const [name, method, path, body] of calls(party.id, table.tableId)) {
      const answer = await staffCall(t, floor.tokens.kitchen, method, path, body);
      expect(answer.status, name).toBe(403);
      expect(messageOf(answer), name).toBe(STAFF_ROLE_REFUSALS.notForRole(["manager", "host"]));
    }
    expect(await bookingRow(t, party.id)).toEqual(party);
    expect((await tablesNow()).find((x) => x.tableId === table.tableId)?.state).toBe("free");
  });

  it("signed-out callers are refused (401)", async () => {
    const party = await insertBooking(t, floor.locationId);
    const answer = await staffCall(t, "", "POST", `/bookings/${party.id}/notify`, {});
    expect(answer.status).toBe(401);
  });

  it("another restaurant's staff cannot move the booking (403) nor see it in their lists", async () => {
    const party = await insertBooking(t, floor.locationId);
    for (const action of ["notify", "seat", "finish", "no-show", "cancel"]) {
      const answer = await move(t, floor.tokens.elsewhere, party.id, action, { tableId: floor.tables.four.tableId, cancelReason: "x" });
      expect(answer.status, action).toBe(403);
      expect(messageOf(answer)).toBe(STAFF_FLOOR_REFUSALS.otherRestaurant);
    }
    expect(await bookingRow(t, party.id)).toEqual(party);
    const theirs = staffWaitlistAnswerSchema.parse((await staffCall(t, floor.tokens.elsewhere, "GET", "/waitlist")).body);
    expect(theirs.waiting.map((b) => b.reservationId)).not.toContain(party.id);
  });

  it("a booking that does not exist is a 404", async () => {
    expect((await move(t, floor.tokens.host, randomUUID(), "notify")).status).toBe(404);
  });

  it("a manager runs the floor as a host does", async () => {
    const party = await insertBooking(t, floor.locationId);
    expect((await move(t, floor.tokens.manager, party.id, "cancel", { cancelReason: "Closing early" })).status).toBe(200);
  });
});

describe("telling a party its table is ready", () => {
  it("texts the party once: a second notify is refused and sends nothing", async () => {
    const phone = newMobile();
    const party = await insertBooking(t, floor.locationId, { phone, fullName: "Mira Shah" });
    const first = await move(t, floor.tokens.host, party.id, "notify");
    expect(first.status, messageOf(first)).toBe(200);
    expect(bookingSchema.parse(first.body).answerBy).toBe(new Date(TEST_NOW.getTime() + minutes(CHECKIN_ANSWER_MINUTES)).toISOString());
    expect((await move(t, floor.tokens.host, party.id, "notify")).status).toBe(409);
    const texts = await outboxMessages(t, phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toBe(BOOKING_SMS.tableReady("Mira Shah", bookingSchema.parse(first.body).branchName, CHECKIN_ANSWER_MINUTES));
  });

  it("holds the table named, which then shows as held", async () => {
    const table = await addTable(t, floor, 4);
    const party = await insertBooking(t, floor.locationId, { guestCount: 3 });
    expect((await move(t, floor.tokens.host, party.id, "notify", { tableId: table.tableId })).status).toBe(200);
    const shown = (await tablesNow()).find((x) => x.tableId === table.tableId);
    expect(shown).toMatchObject({ state: "held", booking: { reservationId: party.id } });
  });

  it("refuses a table too small, one already held, or one that is not on this floor; the party stays in line", async () => {
    const two = await addTable(t, floor, 2);
    const party = await insertBooking(t, floor.locationId, { guestCount: 4 });
    const small = await move(t, floor.tokens.host, party.id, "notify", { tableId: two.tableId });
    expect([small.status, messageOf(small)]).toEqual([409, BOOKING_REFUSALS.tooSmall(2, 4)]);
    const held = await addTable(t, floor, 6);
    await insertBooking(t, floor.locationId, { status: "Notified", tableRef: held.id });
    const taken = await move(t, floor.tokens.host, party.id, "notify", { tableId: held.tableId });
    expect([taken.status, messageOf(taken)]).toEqual([409, BOOKING_REFUSALS.tableNotFree]);
    const missing = await move(t, floor.tokens.host, party.id, "notify", { tableId: "NOPE-1" });
    expect([missing.status, messageOf(missing)]).toEqual([404, BOOKING_REFUSALS.noSuchTable]);
    expect(await bookingRow(t, party.id)).toEqual(party);
  });
});

describe("seating and finishing", () => {
  it("seats at a free table (seated then), refuses it to the next party, and frees it when the visit ends", async () => {
    const table = await addTable(t, floor, 4);
    const first = await insertBooking(t, floor.locationId);
    const second = await insertBooking(t, floor.locationId);
    expect((await move(t, floor.tokens.host, first.id, "seat", { tableId: table.tableId })).status).toBe(200);
    expect((await tablesNow()).find((x) => x.tableId === table.tableId)?.state).toBe("seated");
    const refused = await move(t, floor.tokens.host, second.id, "seat", { tableId: table.tableId });
    expect([refused.status, messageOf(refused)]).toEqual([409, BOOKING_REFUSALS.tableNotFree]);
    expect(await bookingRow(t, second.id)).toEqual(second);
    expect((await move(t, floor.tokens.host, first.id, "finish")).status).toBe(200);
    expect((await tablesNow()).find((x) => x.tableId === table.tableId)).toMatchObject({ state: "free", booking: null });
    expect((await move(t, floor.tokens.host, second.id, "seat", { tableId: table.tableId })).status).toBe(200);
  });

  it("seats a notified party at the table it holds, and refuses a table too small", async () => {
    const table = await addTable(t, floor, 4);
    const party = await insertBooking(t, floor.locationId, { guestCount: 4 });
    await move(t, floor.tokens.host, party.id, "notify", { tableId: table.tableId });
    const small = await addTable(t, floor, 2);
    const refused = await move(t, floor.tokens.host, party.id, "seat", { tableId: small.tableId });
    expect([refused.status, messageOf(refused)]).toEqual([409, BOOKING_REFUSALS.tooSmall(2, 4)]);
    expect((await bookingRow(t, party.id)).status).toBe("Notified");
    expect((await move(t, floor.tokens.host, party.id, "seat", { tableId: table.tableId })).status).toBe(200);
  });
});

describe("the line moved", () => {
  it("is told after every move and walk-in, and not after a refused move", async () => {
    const table = await addTable(t, floor, 4);
    const party = await insertBooking(t, floor.locationId);
    published.length = 0;
    await move(t, floor.tokens.host, party.id, "notify");
    expect(published).toEqual([floor.locationId]);
    expect((await move(t, floor.tokens.host, party.id, "notify")).status).toBe(409);
    expect(published).toHaveLength(1);
    await move(t, floor.tokens.host, party.id, "seat", { tableId: table.tableId });
    await move(t, floor.tokens.host, party.id, "finish");
    await staffCall(t, floor.tokens.host, "POST", "/walk-ins", { fullName: "Late Walk", guestCount: 2 });
    expect(published).toEqual(Array(4).fill(floor.locationId));
  });
});

describe("a reservation's own table", () => {
  it("is held when the party is told its table is ready, unless someone still sits there", async () => {
    const table = await addTable(t, floor, 4);
    const sitting = await insertBooking(t, floor.locationId, { status: "Seated", tableRef: table.id, seatedAt: TEST_NOW });
    const booked = await insertReservation(t, floor.locationId, TEST_NOW, table);
    const refused = await move(t, floor.tokens.host, booked.id, "notify");
    expect([refused.status, messageOf(refused)]).toEqual([409, BOOKING_REFUSALS.tableNotFree]);
    expect(await bookingRow(t, booked.id)).toEqual(booked);
    await move(t, floor.tokens.host, sitting.id, "finish");
    expect((await move(t, floor.tokens.host, booked.id, "notify")).status).toBe(200);
    expect((await tablesNow()).find((x) => x.tableId === table.tableId)).toMatchObject({
      state: "held",
      booking: { reservationId: booked.id },
    });
  });
});

describe("no-shows", () => {
  it("a reservation only after its start and the grace time; a check-in at any time", async () => {
    const table = await addTable(t, floor, 4);
    const late = new Date(TEST_NOW.getTime() - minutes(NO_SHOW_GRACE_MINUTES) + 60_000);
    const early = await insertReservation(t, floor.locationId, late, table);
    const refused = await move(t, floor.tokens.host, early.id, "no-show");
    expect([refused.status, messageOf(refused)]).toEqual([409, BOOKING_REFUSALS.noShowTooEarly]);
    expect(await bookingRow(t, early.id)).toEqual(early);
    const due = await insertReservation(t, floor.locationId, new Date(TEST_NOW.getTime() - minutes(NO_SHOW_GRACE_MINUTES)), table);
    expect((await move(t, floor.tokens.host, due.id, "no-show")).status).toBe(200);
    expect((await bookingRow(t, due.id)).status).toBe("NoShow");
    const checkIn = await insertBooking(t, floor.locationId, { createdAt: TEST_NOW });
    expect((await move(t, floor.tokens.host, checkIn.id, "no-show")).status).toBe(200);
  });
});

describe("the lists", () => {
  it("the waitlist: this restaurant's waiting check-ins in the order they joined, and the seated parties", async () => {
    const later = await insertBooking(t, floor.locationId, { createdAt: new Date(TEST_NOW.getTime() - minutes(5)) });
    const earlier = await insertBooking(t, floor.locationId, { createdAt: new Date(TEST_NOW.getTime() - minutes(30)) });
    const gone = await insertBooking(t, floor.locationId, { status: "Cancelled" });
    const table = await addTable(t, floor, 4);
    const seated = await insertBooking(t, floor.locationId, { status: "Seated", tableRef: table.id, seatedAt: TEST_NOW });
    const list = staffWaitlistAnswerSchema.parse((await staffCall(t, floor.tokens.host, "GET", "/waitlist")).body);
    const waiting = list.waiting.map((b) => b.reservationId);
    expect(waiting.indexOf(earlier.id)).toBeGreaterThanOrEqual(0);
    expect(waiting.indexOf(earlier.id)).toBeLessThan(waiting.indexOf(later.id));
    expect(waiting).not.toContain(gone.id);
    expect(waiting).not.toContain(seated.id);
    expect(list.seated.find((b) => b.reservationId === seated.id)?.table?.tableId).toBe(table.tableId);
    expect(list.waiting.every((b) => b.locationId === floor.locationId && b.kind === "checkin")).toBe(true);
    // Each waiting party carries its place in line and its wait, as the diner reads them.
    expect(list.waiting.map((b) => b.position)).toEqual(list.waiting.map((_, i) => i + 1));
    expect(list.waiting.every((b) => b.partiesAhead === b.position! - 1 && b.waitMinutes !== null)).toBe(true);
  });

  it("the day's book: that day's reservations of every status, by start; the next one shows on its table", async () => {
    const table = await addTable(t, floor, 4);
    const at = (h: number) => new Date(TEST_NOW.getTime() + minutes(h * 60));
    const nine = await insertReservation(t, floor.locationId, at(3), table, { reservationDate: today });
    const seven = await insertReservation(t, floor.locationId, at(1), table, { reservationDate: today, status: "Cancelled" });
    const eight = await insertReservation(t, floor.locationId, at(2), table, { reservationDate: today });
    const tomorrow = await insertReservation(t, floor.locationId, at(24), table, { reservationDate: "2099-01-01" });
    const book = staffReservationsAnswerSchema.parse((await staffCall(t, floor.tokens.host, "GET", `/reservations?date=${today}`)).body);
    const ids = book.reservations.map((b) => b.reservationId).filter((id) => [nine.id, seven.id, eight.id, tomorrow.id].includes(id));
    expect(ids).toEqual([seven.id, eight.id, nine.id]);
    expect((await tablesNow()).find((x) => x.tableId === table.tableId)?.nextReservationAt).toBe(at(2).toISOString());
  });

  it("refuses a date that is not YYYY-MM-DD (400)", async () => {
    expect((await staffCall(t, floor.tokens.host, "GET", "/reservations?date=tomorrow")).status).toBe(400);
  });
});

describe("walk-ins", () => {
  it("joins the line as the host's check-in", async () => {
    const answer = await staffCall(t, floor.tokens.host, "POST", "/walk-ins", {
      fullName: "Ravi Walk",
      phone: "(415) 555-0199",
      guestCount: 3,
    });
    expect(answer.status, messageOf(answer)).toBe(201);
    const booking = bookingSchema.parse(answer.body);
    expect(booking).toMatchObject({ kind: "checkin", status: "Active", channelName: "HOST", customerId: null, phone: "+14155550199" });
    const list = staffWaitlistAnswerSchema.parse((await staffCall(t, floor.tokens.host, "GET", "/waitlist")).body);
    expect(list.waiting.map((b) => b.reservationId)).toContain(booking.reservationId);
  });

  it("is seated at once at a free table, and refused a taken one without leaving a trace", async () => {
    const table = await addTable(t, floor, 4);
    const seated = await staffCall(t, floor.tokens.host, "POST", "/walk-ins", {
      fullName: "First Walk",
      guestCount: 2,
      tableId: table.tableId,
    });
    expect(seated.status, messageOf(seated)).toBe(201);
    expect(bookingSchema.parse(seated.body)).toMatchObject({
      status: "Seated",
      seatedAt: TEST_NOW.toISOString(),
      table: { tableId: table.tableId },
    });
    const countBefore = (await t.database.db.select().from(bookings).where(eq(bookings.locationId, floor.locationId))).length;
    const refused = await staffCall(t, floor.tokens.host, "POST", "/walk-ins", {
      fullName: "Second Walk",
      guestCount: 2,
      tableId: table.tableId,
    });
    expect([refused.status, messageOf(refused)]).toEqual([409, BOOKING_REFUSALS.tableNotFree]);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.locationId, floor.locationId))).length).toBe(countBefore);
  });

  it("refuses a phone number that cannot be a mobile (400)", async () => {
    const answer = await staffCall(t, floor.tokens.host, "POST", "/walk-ins", { fullName: "Bad Phone", phone: "12", guestCount: 2 });
    expect(answer.status).toBe(400);
  });
});
