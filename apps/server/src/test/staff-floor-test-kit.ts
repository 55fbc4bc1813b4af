/**
 * For the staff floor tests: a restaurant with a small floor of its own (tables the seed does not have), its demo
 * manager and host, a kitchen member, a manager elsewhere, and bookings written straight into the database so each test
 * starts where it needs.
 */
import { randomUUID } from "node:crypto";
import type { BookingStatus } from "@forkful/contracts/booking-states";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { DEMO_STAFF_PASSWORD, demoHostUserName, demoStaffUserName } from "../../seed/seed-staff";
import { bookings } from "../db/schema/bookings";
import { merchantLocations } from "../db/schema/merchants";
import { staff } from "../db/schema/staff";
import { diningTables } from "../db/schema/tables";
import { hashPassword } from "../lib/password-hash";
import type { BookingRow } from "../modules/bookings/public";
import type { TableRow } from "../modules/tables/public";
import { type Answer, jsonCall, newMobile } from "./sign-in-helpers";
import { TEST_NOW, type TestApp } from "./test-app";

export interface FloorFixture {
  locationId: number;
  timeZone: string;
  /** A 2-top, a 4-top and a 6-top, free. */
  tables: { two: TableRow; four: TableRow; six: TableRow };
  tokens: { manager: string; host: string; kitchen: string; elsewhere: string };
}

async function signIn(t: TestApp, userName: string): Promise<string> {
  const answer = await jsonCall(t, "POST", "/staff/login", { userName, password: DEMO_STAFF_PASSWORD });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { accessToken: string }).accessToken;
}

async function addStaff(t: TestApp, locationId: number, role: "kitchen"): Promise<string> {
  const userName = `${role}.floor-test-${randomUUID().slice(0, 8)}`;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await t.database.db.insert(staff).values({ locationId, userName, fullName: `Test ${role}`, passwordHash, role });
  return signIn(t, userName);
}

/** The first two restaurants of the seed: one whose floor the tests run, and another. */
export async function setUpFloor(t: TestApp): Promise<FloorFixture> {
  const [here, elsewhere] = await t.database.db.select().from(merchantLocations).orderBy(asc(merchantLocations.id)).limit(2);
  const locationId = here!.id;
  const sectionId = here!.tableSection[0]?.id ?? 1;
  const table = (tableId: string, seats: number) => ({ locationId, tableId, name: `Table ${tableId}`, sectionId, seats, sortOrder: 900 });
  const [two, four, six] = await t.database.db
    .insert(diningTables)
    .values([table("S4-2", 2), table("S4-4", 4), table("S4-6", 6)])
    .returning();
  return {
    locationId,
    timeZone: here!.timeZoneCd,
    tables: { two: two!, four: four!, six: six! },
    tokens: {
      manager: await signIn(t, demoStaffUserName(here!.locationSlug)),
      host: await signIn(t, demoHostUserName(here!.locationSlug)),
      kitchen: await addStaff(t, locationId, "kitchen"),
      elsewhere: await signIn(t, demoStaffUserName(elsewhere!.locationSlug)),
    },
  };
}

let tableCounter = 0;
/** A new free table of `seats` on the floor, so a test never finds another test's party at it. */
export async function addTable(t: TestApp, floor: FloorFixture, seats: number): Promise<TableRow> {
  tableCounter += 1;
  const { sectionId } = floor.tables.two;
  const tableId = `S4-T${tableCounter}`;
  const [row] = await t.database.db
    .insert(diningTables)
    .values({ locationId: floor.locationId, tableId, name: `Table ${tableId}`, sectionId, seats, sortOrder: 900 + tableCounter })
    .returning();
  return row!;
}

/** A booking written as it would stand; an ONLINE check-in waiting in line unless told otherwise. */
export async function insertBooking(
  t: TestApp,
  locationId: number,
  values: Partial<typeof bookings.$inferInsert> = {},
): Promise<BookingRow> {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      kind: "checkin",
      locationId,
      status: "Active" as BookingStatus,
      fullName: "Waiting Party",
      phone: newMobile(),
      guestCount: 2,
      channelName: "ONLINE",
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
      ...values,
    })
    .returning();
  return row!;
}

/** A reservation for `startsAt` on the restaurant's day `reservationDate`, at a table. */
export function insertReservation(
  t: TestApp,
  locationId: number,
  startsAt: Date,
  table: TableRow,
  values: Partial<typeof bookings.$inferInsert> = {},
) {
  return insertBooking(t, locationId, {
    kind: "reservation",
    reservationDate: startsAt.toISOString().slice(0, 10),
    reservationSlot: startsAt.toISOString().slice(11, 16),
    startsAt,
    endsAt: new Date(startsAt.getTime() + 90 * 60_000),
    tableRef: table.id,
    ...values,
  });
}

export async function bookingRow(t: TestApp, id: string): Promise<BookingRow> {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

/** A staff floor call as `token`. */
export function staffCall(t: TestApp, token: string, method: "GET" | "POST", path: string, body: unknown = {}): Promise<Answer> {
  return jsonCall(t, method, `/staff${path}`, method === "GET" ? undefined : body, { token });
}

/** A move on a booking: notify, seat, finish, no-show or cancel. */
export const move = (t: TestApp, token: string, id: string, action: string, body: unknown = {}) =>
  staffCall(t, token, "POST", `/bookings/${id}/${action}`, body);
