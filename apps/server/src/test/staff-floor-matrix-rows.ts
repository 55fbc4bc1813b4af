/**
 * The authorization matrix's rows for the host stand (GET /staff/waitlist … POST /staff/walk-ins): each acts on a party
 * written at the restaurant the owners order from, with a table of its own so rows never meet each other's parties.
 */
import { randomUUID } from "node:crypto";
import type { BookingStatus } from "@forkful/contracts/booking-states";
import { OrderStatus } from "@forkful/contracts/order-status";
import { staffReservationsAnswerSchema, staffTablesAnswerSchema, staffWaitlistAnswerSchema } from "@forkful/contracts/staff-tables";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { bookings } from "../db/schema/bookings";
import { orders } from "../db/schema/orders";
import { diningTables } from "../db/schema/tables";
import { type Answer, type CallerName, type Fixture, isStaffHere, type Matrix, type MatrixRow, type Statuses } from "./authorization-kit";
import { newMobile } from "./sign-in-helpers";
import { TEST_NOW } from "./test-app";

/** A day far from any real booking, for the day's book. */
const BOOK_DAY = "2026-11-23";

/** A party of two in `status` at the owners' restaurant, and a free 4-top (the party's own when it is seated). */
async function partyOnTheFloor(m: Matrix, status: BookingStatus, kind: "checkin" | "reservation" = "checkin"): Promise<Partial<Fixture>> {
  const tableId = `MX-${randomUUID().slice(0, 8)}`;
  const [table] = await m.t.database.db
    .insert(diningTables)
    .values({ locationId: m.locationId, tableId, name: `Table ${tableId}`, sectionId: 1, seats: 4 })
    .returning();
  const startsAt = new Date(TEST_NOW.getTime() + 3 * 3_600_000);
  const [party] = await m.t.database.db
    .insert(bookings)
    .values({
      kind,
      locationId: m.locationId,
      status,
      fullName: "Matrix Party",
      phone: newMobile(),
      guestCount: 2,
      channelName: "ONLINE",
      tableRef: status === "Seated" || kind === "reservation" ? table!.id : null,
      seatedAt: status === "Seated" ? TEST_NOW : null,
      ...(kind === "reservation" ? { reservationDate: BOOK_DAY, reservationSlot: "21:00", startsAt } : {}),
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning();
  return { reservationId: party!.id, tableId };
}

/** A table that needs clearing: its seated party's tab closed, paid (written directly, as the party's tab would stand). */
async function tableToClear(m: Matrix): Promise<Partial<Fixture>> {
  const { reservationId, tableId } = await partyOnTheFloor(m, "Seated");
  const [table] = await m.t.database.db.select().from(diningTables).where(eq(diningTables.tableId, tableId!));
  const [order] = await m.t.database.db.select().from(orders).where(eq(orders.locationId, m.locationId)).limit(1);
  const { id: _id, ...copy } = order!;
  await m.t.database.db.insert(orders).values({
    ...copy,
    orderNumber: `MX-${randomUUID().slice(0, 8)}`,
    idempotencyKey: randomUUID(),
    orderType: "dinein",
    status: OrderStatus.Complete,
    paymentStatus: OrderStatus.PaymentSuccess,
    tableId: table!.tableId,
    tabState: "closed",
    bookingId: reservationId!,
  });
  return { reservationId, tableId };
}

/** Staff of the restaurant see the party in their list; staff elsewhere do not. */
const listsTheParty = (ids: (answer: Answer) => string[]) => (answer: Answer, caller: CallerName, f: Fixture) => {
  if (isStaffHere(caller)) expect(ids(answer)).toContain(f.reservationId);
  else expect(ids(answer), `${caller} sees another restaurant's party`).not.toContain(f.reservationId);
};

export function staffFloorRows(
  matrix: () => Matrix,
  expected: { staffHereOnly: Statuses; anyStaff: Statuses; staffHereCreates: Statuses; staffHereNotFound: Statuses },
): MatrixRow[] {
  const move = (action: string, from: BookingStatus, body: (f: Fixture) => object = () => ({})): MatrixRow => ({
    call: `POST /staff/bookings/{reservationId}/${action}`,
    on: "staff",
    expected: expected.staffHereOnly,
    prepare: () => partyOnTheFloor(matrix(), from),
    request: (f) => ({ params: { reservationId: f.reservationId! }, body: body(f) }),
  });
  return [
    {
      call: "GET /staff/waitlist",
      on: "staff",
      expected: expected.anyStaff,
      prepare: () => partyOnTheFloor(matrix(), "Active"),
      request: () => ({}),
      shows: listsTheParty((answer) => staffWaitlistAnswerSchema.parse(answer.body).waiting.map((b) => b.reservationId)),
    },
    {
      call: "GET /staff/waitlist/events",
      on: "staff",
      expected: expected.anyStaff,
      stream: true,
      prepare: () => partyOnTheFloor(matrix(), "Active"),
      request: () => ({}),
      shows: listsTheParty((answer) => staffWaitlistAnswerSchema.parse(answer.body).waiting.map((b) => b.reservationId)),
    },
    {
      call: "GET /staff/reservations",
      on: "staff",
      expected: expected.anyStaff,
      prepare: () => partyOnTheFloor(matrix(), "Active", "reservation"),
      request: () => ({ query: { date: BOOK_DAY } }),
      shows: listsTheParty((answer) => staffReservationsAnswerSchema.parse(answer.body).reservations.map((b) => b.reservationId)),
    },
    {
      call: "GET /staff/tables",
      on: "staff",
      expected: expected.anyStaff,
      prepare: () => partyOnTheFloor(matrix(), "Seated"),
      request: () => ({}),
      shows: listsTheParty((answer) =>
        staffTablesAnswerSchema.parse(answer.body).tables.flatMap((table) => (table.booking ? [table.booking.reservationId] : [])),
      ),
    },
    {
      call: "POST /staff/tables/{tableId}/cleared",
      on: "staff",
      expected: expected.staffHereNotFound,
      prepare: () => tableToClear(matrix()),
      request: (f) => ({ params: { tableId: f.tableId! } }),
    },
    {
      call: "GET /staff/bookings/{reservationId}/history",
      on: "staff",
      expected: expected.staffHereOnly,
      prepare: () => partyOnTheFloor(matrix(), "Active"),
      request: (f) => ({ params: { reservationId: f.reservationId! } }),
    },
    move("notify", "Active", (f) => ({ tableId: f.tableId })),
    move("seat", "Active", (f) => ({ tableId: f.tableId })),
    move("finish", "Seated"),
    move("no-show", "Active"),
    move("cancel", "Active", () => ({ cancelReason: "Plans changed" })),
    {
      call: "POST /staff/walk-ins",
      variant: "seated at a table of the restaurant (which staff elsewhere have not)",
      on: "staff",
      expected: expected.staffHereCreates,
      prepare: () => partyOnTheFloor(matrix(), "Active"),
      request: (f) => ({ body: { fullName: "Matrix Walk-in", guestCount: 2, tableId: f.tableId } }),
    },
  ];
}
