/**
 * The tables calls' part of the fuzz suite's world (issue 12): a reservation and a check-in of the fuzz diner, real
 * table ids, and well-formed requests of the booking, slot, wait-time and table calls, so fuzzed requests get past
 * validation into the rules and the floor lock.
 */
import { randomUUID } from "node:crypto";
import { API_BASE_PATH } from "@forkful/contracts/api";
import { bookingAnswerSchema } from "@forkful/contracts/bookings";
import { waiterCallSchema } from "@forkful/contracts/waiter-calls";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { merchantLocations } from "../db/schema/merchants";
import type { FuzzContext } from "../fuzz/fuzz-request";
import type { KnownValues } from "../fuzz/schema-arbitrary";
import { encodedCall } from "./sign-in-helpers";
import { tableTokenOf } from "./tab-test-kit";
import type { TestApp } from "./test-app";

/** Takes reservations (dinner Tuesday to Sunday) and online check-ins. */
const RESERVATIONS_AT = "gramercy-table-gramercy-park";
const CHECKINS_AT = "hudson-slice-co-west-village";
/** The day after the fuzz suite's Monday, and the one after (a diner books one table a day). */
const DAY = "2026-11-24";
const NEXT_DAY = "2026-11-25";

const api = (method: string, path: string) => `${method} ${API_BASE_PATH}${path}`;

async function locationIdOf(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: merchantLocations.id })
    .from(merchantLocations)
    .where(eq(merchantLocations.locationSlug, slug));
  return row!.id;
}

export async function bookingWorld(
  t: TestApp,
  diner: { customerId: string; accessToken: string; mobilePhone: string },
): Promise<{ known: KnownValues; examples: FuzzContext["examples"] }> {
  const [reserving, checking] = [await locationIdOf(t, RESERVATIONS_AT), await locationIdOf(t, CHECKINS_AT)];
  const guest = { customerId: diner.customerId, fullName: "Fuzz Diner", phone: diner.mobilePhone, guestCount: 2 };
  const reservation = { ...guest, locationId: reserving, reservationDate: DAY, reservationSlot: "19:00" };
  const checkIn = { ...guest, locationId: checking };
  const made = await encodedCall(
    t,
    "POST",
    "/customer/reservations",
    { ...reservation, idempotencyKey: randomUUID() },
    { token: diner.accessToken },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const reservationId = bookingAnswerSchema.parse(made.body).id;
  // At table T4: with its QR token (decision 028), so fuzzed table calls get past presence into the rules.
  const t4 = (await tableTokenOf(t, { locationId: checking, tableId: "T4" }))!;
  const atT4 = { locationId: checking, tableId: "T4", tableToken: t4 };
  const called = await encodedCall(t, "POST", "/customer/call-waiter", atT4);
  expect(called.status, JSON.stringify(called.body)).toBe(201);
  const callId = waiterCallSchema.parse(called.body).callId;
  const known: KnownValues = {
    reservationId: [reservationId],
    callId: [callId],
    tableId: ["T4", "T1", "T9"],
    tableToken: [t4],
    reservationDate: [DAY],
    reservationSlot: ["19:00", "20:30"],
    date: [DAY],
    guestCount: [2, 4, 8],
    cancelReason: ["Plans changed"],
  };
  const examples: FuzzContext["examples"] = {
    [api("POST", "/customer/reservations")]: {
      body: [
        { ...reservation, idempotencyKey: "", reservationDate: NEXT_DAY, reservationSlot: "20:00" },
        { ...checkIn, idempotencyKey: "" },
        { ...checkIn, idempotencyKey: "", tableId: "T4", tableToken: t4 },
      ],
    },
    [api("POST", "/customer/reservationId/v2")]: { body: [{ reservationId }] },
    [api("PUT", "/customer/cancel-table")]: {
      query: [{ user: "customer" }],
      body: [{ locationId: reserving, reservationId, cancelReason: "Plans changed" }],
    },
    [api("POST", "/merchants/{locationId}/reservations")]: {
      body: [{ reservationId, reservationDate: DAY, reservationSlot: "20:30", guestCount: 4 }],
    },
    [api("POST", "/customer/reservations/{reservationId}/answer")]: { body: [{ answer: "onMyWay" }, { answer: "needMoreTime" }] },
    [api("GET", "/merchants/generate-reservation-slot/{locationId}")]: { query: [{ guestCount: 4, date: DAY }] },
    [api("POST", "/merchants/v2/locations/wait-times")]: { body: [{ locationId: checking }] },
    [api("POST", "/merchants/locations/reservations/table-details/v2")]: {
      body: [atT4, { locationId: reserving }],
    },
    [api("POST", "/customer/call-waiter")]: { body: [atT4] },
    [api("POST", "/order/customer/table-tab")]: { body: [atT4] },
  };
  return { known: { ...known, locationId: [reserving, checking] }, examples };
}
