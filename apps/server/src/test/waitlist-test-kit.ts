/**
 * For the waitlist tests: Hudson Slice Co. (open at TEST_NOW, online check-in on) with a small floor of known tables
 * instead of the seed's, its manager signed in, and check-ins made through the real call.
 */
import { randomUUID } from "node:crypto";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type BookingAnswer, bookingAnswerSchema } from "@forkful/contracts/bookings";
import { decodePayload, encodeRequest } from "@forkful/contracts/envelope";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../seed/seed-staff";
import { bookings } from "../db/schema/bookings";
import { merchantLocations } from "../db/schema/merchants";
import { diningTables } from "../db/schema/tables";
import type { TableRow } from "../modules/tables/public";
import { type Answer, jsonCall, newMobile } from "./sign-in-helpers";
import type { TestApp } from "./test-app";

export const WAITLIST_SLUG = "hudson-slice-co-west-village";

export interface WaitlistFloor {
  locationId: number;
  /** Two 2-tops and a 4-top. */
  tables: TableRow[];
}

/** The manager's access token, signed in now (tests move the clock past a token's life). */
export async function managerToken(t: TestApp): Promise<string> {
  const login = await jsonCall(t, "POST", "/staff/login", { userName: demoStaffUserName(WAITLIST_SLUG), password: DEMO_STAFF_PASSWORD });
  expect(login.status).toBe(200);
  return (login.body as { accessToken: string }).accessToken;
}

export async function setUpWaitlistFloor(t: TestApp): Promise<WaitlistFloor> {
  const db = t.database.db;
  const [location] = await db.select().from(merchantLocations).where(eq(merchantLocations.locationSlug, WAITLIST_SLUG));
  const locationId = location!.id;
  await db.delete(bookings).where(eq(bookings.locationId, locationId));
  await db.delete(diningTables).where(eq(diningTables.locationId, locationId));
  const sectionId = location!.tableSection[0]?.id ?? 1;
  const table = (tableId: string, seats: number, sortOrder: number) => ({
    locationId,
    tableId,
    name: `Table ${tableId}`,
    sectionId,
    seats,
    sortOrder,
  });
  const tables = await db
    .insert(diningTables)
    .values([table("W1", 2, 1), table("W2", 2, 2), table("W3", 4, 3)])
    .returning();
  return { locationId, tables };
}

/** Empties the line and the floor's parties, so a test starts from an empty restaurant. */
export async function clearBookings(t: TestApp, floor: WaitlistFloor): Promise<void> {
  await t.database.db.delete(bookings).where(eq(bookings.locationId, floor.locationId));
}

/** A check-in request of a new phone (a US mobile, without its +1); at a table of the floor, with its QR token. */
export function checkinRequest(floor: WaitlistFloor, values: Record<string, unknown> = {}): Record<string, unknown> {
  const table = floor.tables.find((row) => row.tableId.toUpperCase() === String(values.tableId ?? "").toUpperCase());
  return {
    ...(table ? { tableToken: table.token } : {}),
    idempotencyKey: randomUUID(),
    locationId: floor.locationId,
    guestCount: 2,
    fullName: "Maya Chen",
    phone: newMobile().slice(2),
    countryCode: "+1",
    ...values,
  };
}

/** POST /customer/reservations?data=… as the given caller. */
export async function postCheckin(t: TestApp, request: Record<string, unknown>, token?: string): Promise<Answer> {
  const { data } = encodeRequest(request);
  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.app.inject({ method: "POST", url: `/data-services/customer/reservations?data=${data}`, headers });
  const json = response.json() as { encryptedText?: string };
  return { status: response.statusCode, body: json.encryptedText ? decodePayload(json.encryptedText) : json, response };
}

/** A check-in that must succeed. */
export async function joined(t: TestApp, request: Record<string, unknown>, token?: string): Promise<BookingAnswer> {
  const answer = await postCheckin(t, request, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return bookingAnswerSchema.parse(answer.body);
}

/** A staff move of the floor (notify, seat, finish, cancel…), as the manager. */
export const staffMove = async (t: TestApp, id: string, action: string, body: unknown = {}) =>
  jsonCall(t, "POST", `/staff/bookings/${id}/${action}`, body, { token: await managerToken(t) });
