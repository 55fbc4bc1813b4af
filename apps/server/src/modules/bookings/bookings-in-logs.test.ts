/**
 * With logging at its most verbose, the booking calls (a check-in, a reservation, its change and its cancel, and their
 * refusals) leave no name, phone, email or note of their payloads in the log: not as written, not inside the encoded
 * `?data=`, not percent-encoded (issue 24). Nor does an error that carries what a failed query was given.
 */
import { randomUUID } from "node:crypto";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { bookingAnswerSchema } from "@forkful/contracts/bookings";
import { decodePayload, encodeRequest } from "@forkful/contracts/envelope";
import { DrizzleQueryError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captureOutput } from "../../test/capture-output";
import { locationIdOf, testFloor } from "../../test/reservation-test-kit";
import { encodedCall, newMobile, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { setUpWaitlistFloor } from "../../test/waitlist-test-kit";

const NAME = "Zelda Quartermaine";
const EMAIL = "zelda.quartermaine@example.com";
const NOTE = "Peanut allergy, a quiet corner please";
const PHONE = newMobile();

let logged: string[] = [];
let t: TestApp;

beforeAll(async () => {
  logged = captureOutput().lines;
  t = await createTestApp({ config: { LOG_LEVEL: "trace" } });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/** POST /customer/reservations with its payload in `?data=`, as the web sends it (spec §7). */
async function book(payload: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION };
  if (token) headers.authorization = `Bearer ${token}`;
  const { data } = encodeRequest(payload);
  const response = await t.app.inject({ method: "POST", url: `/data-services/customer/reservations?data=${data}`, headers });
  return { status: response.statusCode, body: response.json() as { encryptedText: string } };
}

/** The log as written (from its `from`th line), with every run of base64url and every %XX escape in it read back too. */
function whatTheLogSays(from = 0): string {
  const text = logged.slice(from).join("");
  const decoded = (text.match(/[A-Za-z0-9_-]{12,}/g) ?? []).map((run) => Buffer.from(run, "base64url").toString("utf8"));
  const unescaped = text.replace(/%[0-9a-f]{2}/gi, (code) => String.fromCharCode(Number.parseInt(code.slice(1), 16)));
  return [text, unescaped, ...decoded].join("\n");
}

const PERSONAL = [NAME, "Quartermaine", EMAIL, NOTE, "Peanut allergy", PHONE, PHONE.slice(2)];

describe("the log of the booking calls", () => {
  it("holds no name, phone, email or note of a booking, refused or not", async () => {
    const diner = await signUpByOtp(t, { fullName: "Log Reader" });
    const party = { fullName: NAME, email: EMAIL, note: NOTE, guestCount: 2 };

    const waitlist = await setUpWaitlistFloor(t);
    const checkin = { ...party, idempotencyKey: randomUUID(), locationId: waitlist.locationId, phone: PHONE.slice(2), countryCode: "+1" };
    expect((await book(checkin)).status).toBe(200);
    expect((await book({ ...checkin, idempotencyKey: randomUUID(), guestCount: 0 })).status).toBe(400);

    const locationId = await locationIdOf(t);
    await testFloor(t, locationId, [2, 4]);
    const reservation = {
      ...party,
      idempotencyKey: randomUUID(),
      locationId,
      phone: PHONE,
      reservationDate: "2026-11-24",
      reservationSlot: "19:00",
    };
    const made = await book(reservation, diner.accessToken);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const reservationId = bookingAnswerSchema.parse(decodePayload(made.body.encryptedText)).id;
    expect((await book({ ...reservation, idempotencyKey: randomUUID(), reservationDate: "2027-03-01" })).status).toBe(409);

    const change = { reservationId, reservationDate: "2026-11-25", reservationSlot: "20:00", guestCount: 3 };
    const changed = await encodedCall(t, "POST", `/merchants/${locationId}/reservations`, change, { token: diner.accessToken });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const cancel = { locationId, reservationId, cancelReason: `Call ${NAME} on ${PHONE}` };
    expect((await encodedCall(t, "PUT", "/customer/cancel-table?user=customer", cancel)).status).toBe(401);
    expect((await encodedCall(t, "PUT", "/customer/cancel-table?user=customer", cancel, { token: diner.accessToken })).status).toBe(200);
    // An order search by the party's phone, refused: its query is personal too.
    const search = await t.app.inject({
      method: "GET",
      url: `/data-services/order/getOrders?search=phone:${encodeURIComponent(PHONE)}`,
      headers: { [APP_VERSION_HEADER]: APP_VERSION },
    });
    expect(search.statusCode).toBe(401);

    const said = whatTheLogSays();
    // The capture works: every call was logged, by its path.
    expect(said).toContain("/data-services/customer/reservations?data=");
    expect(said).toContain("/data-services/customer/cancel-table?user=");
    expect(said).toContain("/data-services/order/getOrders?search=");
    for (const value of PERSONAL) expect(said, value).not.toContain(value);
  });

  it("holds none of what a failed query was given, nor a query string inside a message", async () => {
    const from = logged.length;
    const failed = new DrizzleQueryError("insert into bookings (full_name, phone) values ($1, $2)", [NAME, PHONE]);
    t.app.log.error({ err: new Error("booking failed", { cause: failed }) }, "unhandled error");
    t.app.log.warn({ err: failed }, "database unavailable");
    t.app.log.info(
      `Route POST:/data-services/customer/reservations?data=${encodeRequest({ fullName: NAME, phone: PHONE }).data} not found`,
    );
    const said = whatTheLogSays(from);
    expect(said).toContain("insert into bookings");
    expect(said).toContain("/data-services/customer/reservations?data=");
    for (const value of [NAME, PHONE]) expect(said, value).not.toContain(value);
  });
});
