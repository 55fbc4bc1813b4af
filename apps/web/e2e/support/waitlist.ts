/** The waitlist journeys' helpers: restaurants whose line is open now, parties joined through the API, the host's moves. */
import { randomUUID } from "node:crypto";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type Booking, bookingAnswerSchema, bookingSchema } from "@forkful/contracts/bookings";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import { waitTimesAnswerSchema } from "@forkful/contracts/floor";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { staffTablesAnswerSchema, staffWaitlistAnswerSchema } from "@forkful/contracts/staff-tables";
import type { APIRequestContext } from "@playwright/test";
import { allRestaurantDetails, call } from "./api";

const headers = { [APP_VERSION_HEADER]: APP_VERSION };
const STAFF_PASSWORD = "forkful-kitchen-1";

/** The seeded restaurants taking online check-ins right now (opening hours in their own time zones). */
export async function openWaitlists(request: APIRequestContext): Promise<RestaurantDetail[]> {
  const checkin = (await allRestaurantDetails(request)).filter((r) => r.onlineCheckin);
  const open = await Promise.all(
    checkin.map(
      async (r) => waitTimesAnswerSchema.parse(await call(request, "/merchants/v2/locations/wait-times", { locationId: r.id })).open,
    ),
  );
  return checkin.filter((_, i) => open[i]);
}

/** A mobile number of this run's own (one active check-in per phone), as the diner types it. */
export function partyPhone(restaurant: Pick<RestaurantDetail, "currency">, n: number): { countryCode: "+1" | "+91"; national: string } {
  const tail = String((Date.now() + n * 7919) % 100_000).padStart(5, "0");
  return restaurant.currency === "INR" ? { countryCode: "+91", national: `98765${tail}` } : { countryCode: "+1", national: `21255${tail}` };
}

/** A guest party joins the line through the API (the payload in the query param data). */
export async function joinThroughApi(
  request: APIRequestContext,
  restaurant: RestaurantDetail,
  fullName: string,
  n: number,
): Promise<Booking> {
  const { countryCode, national } = partyPhone(restaurant, n);
  const payload = { idempotencyKey: randomUUID(), locationId: restaurant.id, guestCount: 2, fullName, phone: national, countryCode };
  const response = await request.post(`${API_BASE_PATH}/customer/reservations`, { headers, params: { data: encodePayload(payload) } });
  if (!response.ok()) throw new Error(`checking in ${fullName} answered ${response.status()}: ${await response.text()}`);
  const { encryptedText } = (await response.json()) as { encryptedText: string };
  return bookingAnswerSchema.parse(decodePayload(encryptedText)).booking;
}

/** The restaurant's host signs in (the demo host of each location). */
export async function hostToken(request: APIRequestContext, locationSlug: string): Promise<string> {
  const response = await request.post(`${API_BASE_PATH}/staff/login`, {
    headers,
    data: { userName: `host.${locationSlug}`, password: STAFF_PASSWORD },
  });
  if (!response.ok()) throw new Error(`host login answered ${response.status()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const staff = (token: string) => ({ ...headers, authorization: `Bearer ${token}` });

export async function staffWaitlist(request: APIRequestContext, token: string) {
  const response = await request.get(`${API_BASE_PATH}/staff/waitlist`, { headers: staff(token) });
  if (!response.ok()) throw new Error(`the waitlist answered ${response.status()}`);
  return staffWaitlistAnswerSchema.parse(await response.json());
}

/** A free table that seats `guestCount`. */
export async function freeTable(request: APIRequestContext, token: string, guestCount: number): Promise<string> {
  const response = await request.get(`${API_BASE_PATH}/staff/tables`, { headers: staff(token) });
  if (!response.ok()) throw new Error(`the tables answered ${response.status()}`);
  const table = staffTablesAnswerSchema.parse(await response.json()).tables.find((t) => t.state === "free" && t.seats >= guestCount);
  if (!table) throw new Error("No free table fits the party");
  return table.tableId;
}

/** The host moves a party: seat (at a table), notify (its table is ready), or cancel. */
export async function hostMove(
  request: APIRequestContext,
  token: string,
  reservationId: string,
  move: "seat" | "notify" | "cancel",
  body: Record<string, string> = {},
): Promise<Booking> {
  const response = await request.post(`${API_BASE_PATH}/staff/bookings/${reservationId}/${move}`, { headers: staff(token), data: body });
  if (!response.ok()) throw new Error(`${move} ${reservationId} answered ${response.status()}: ${await response.text()}`);
  return bookingSchema.parse(await response.json());
}

/** An empty line to start from: the host cancels whoever still waits (an earlier run's parties). */
export async function clearTheLine(request: APIRequestContext, token: string): Promise<void> {
  for (const party of (await staffWaitlist(request, token)).waiting) {
    await hostMove(request, token, party.reservationId, "cancel", { cancelReason: "Cleared for a test run" });
  }
}
