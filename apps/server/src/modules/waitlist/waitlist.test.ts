/**
 * The waitlist on PGlite: quoted waits, checking in (the one-active rule of spec §5 with its §8 text, refusals when
 * the line is not open), tableside seating, release of a ready party that does not come, and the live place in line.
 */
import type { AddressInfo } from "node:net";
import { CHECKIN_ANSWER_MINUTES, defaultTurnMinutes } from "@forkful/contracts/booking-rules";
import { BOOKING_REFUSALS, BOOKING_SMS } from "@forkful/contracts/booking-texts";
import { type WaitTimes, waitTimesAnswerSchema } from "@forkful/contracts/floor";
import { MESSAGES } from "@forkful/contracts/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { merchantLocations } from "../../db/schema/merchants";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import type { SmsMessage } from "../../integrations/sms/sms-sender";
import { type EventStream, nextEventWhere, openEventStream } from "../../test/event-stream-kit";
import { encodedCall, messageOf, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import {
  checkinRequest,
  clearBookings,
  joined,
  postCheckin,
  setUpWaitlistFloor,
  staffMove,
  type WaitlistFloor,
} from "../../test/waitlist-test-kit";
import { releaseDueCheckins, releaseIfPastAnswer } from "./released-checkins";

const clock = mutableClock();
let t: TestApp;
let floor: WaitlistFloor;

let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  floor = await setUpWaitlistFloor(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/data-services`;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t, floor);
  clock.advance(TEST_NOW.getTime() - clock.now().getTime());
});

const waitTimes = async (): Promise<WaitTimes> => {
  const answer = await encodedCall(t, "POST", "/merchants/v2/locations/wait-times", { locationId: floor.locationId });
  expect(answer.status).toBe(200);
  return waitTimesAnswerSchema.parse(answer.body);
};
const quoteFor2 = async () => (await waitTimes()).waitTimes.find((band) => band.maxGuests === 2)!.waitMinutes;
const setLocation = (values: Partial<typeof merchantLocations.$inferInsert>) =>
  t.database.db.update(merchantLocations).set(values).where(eq(merchantLocations.id, floor.locationId));

describe("wait times (POST /merchants/v2/locations/wait-times)", () => {
  it("quotes 0 in the empty restaurant, omits bands no table seats, and is open", async () => {
    const times = await waitTimes();
    expect(times).toMatchObject({ open: true, reason: null, partiesWaiting: 0, recentVisits: 0 });
    expect(times.waitTimes).toEqual([
      { minGuests: 1, maxGuests: 2, waitMinutes: 0 },
      { minGuests: 3, maxGuests: 4, waitMinutes: 0 },
    ]);
  });

  it("quotes longer as parties join and shorter as staff seat and free their tables", async () => {
    const first = await joined(t, checkinRequest(floor));
    expect(first.booking).toMatchObject({ status: "Active", position: 1, partiesAhead: 0, waitMinutes: 0, quotedWaitMinutes: 0 });
    await joined(t, checkinRequest(floor));
    await joined(t, checkinRequest(floor));
    // Three parties of 2 ahead: two sit at the 2-tops and one may take the 4-top, so the next 2 waits a turn.
    expect(await quoteFor2()).toBe(defaultTurnMinutes(2));
    expect((await waitTimes()).partiesWaiting).toBe(3);
    const seated = await staffMove(t, first.id, "seat", { tableId: "W1" });
    expect(seated.status, JSON.stringify(seated.body)).toBe(200);
    expect((await waitTimes()).partiesWaiting).toBe(2);
    clock.advance(30 * 60_000);
    expect((await staffMove(t, first.id, "finish")).status).toBe(200);
    expect(await quoteFor2()).toBe(0);
  });

  it("learns turn times from three recent visits of a band", async () => {
    const visit = (minutes: number) => ({
      kind: "checkin" as const,
      locationId: floor.locationId,
      status: "Completed" as const,
      fullName: "Past Diner",
      guestCount: 2,
      channelName: "HOST" as const,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
      seatedAt: new Date(TEST_NOW.getTime() - (minutes + 60) * 60_000),
      finishedAt: new Date(TEST_NOW.getTime() - 60 * 60_000),
    });
    await t.database.db.insert(bookings).values([visit(30), visit(40), visit(50)]);
    for (let i = 0; i < 3; i++) await joined(t, checkinRequest(floor));
    const times = await waitTimes();
    expect(times.recentVisits).toBe(3);
    expect(times.waitTimes[0]!.waitMinutes).toBe(40);
  });

  it("is closed with a reason when check-in is off, when the line is full, when the wait is too long", async () => {
    await setLocation({ onlineCheckin: false });
    expect(await waitTimes()).toMatchObject({ open: false, reason: BOOKING_REFUSALS.checkinClosed });
    const refused = await postCheckin(t, checkinRequest(floor));
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(BOOKING_REFUSALS.checkinClosed);
    await setLocation({ onlineCheckin: true, maxOnlineCheckin: 2 });
    await joined(t, checkinRequest(floor));
    await joined(t, checkinRequest(floor));
    expect(await waitTimes()).toMatchObject({ open: false, reason: BOOKING_REFUSALS.checkinFull, partiesWaiting: 2 });
    const full = await postCheckin(t, checkinRequest(floor));
    expect([full.status, messageOf(full)]).toEqual([409, BOOKING_REFUSALS.checkinFull]);
    await setLocation({ maxOnlineCheckin: 12, maxCheckinWaitThreshold: 30 });
    await joined(t, checkinRequest(floor));
    const tooLong = await postCheckin(t, checkinRequest(floor));
    expect([tooLong.status, messageOf(tooLong)]).toEqual([409, BOOKING_REFUSALS.waitTooLong(30)]);
    await setLocation({ maxCheckinWaitThreshold: 45 });
  });

  it("is closed outside opening hours (the restaurant's own time zone)", async () => {
    clock.advance(10 * 60 * 60_000); // 04:00 in New York
    expect(await waitTimes()).toMatchObject({ open: false, reason: BOOKING_REFUSALS.checkinClosed });
    expect((await postCheckin(t, checkinRequest(floor))).status).toBe(409);
  });

  it("answers 404 for a restaurant that does not exist", async () => {
    const answer = await encodedCall(t, "POST", "/merchants/v2/locations/wait-times", { locationId: 999_999 });
    expect(answer.status).toBe(404);
  });
});

describe("one active check-in per phone and per diner (spec §5)", () => {
  it("refuses the same phone with the §8 text, and allows it again after a cancel", async () => {
    const request = checkinRequest(floor);
    const first = await joined(t, request);
    const again = await postCheckin(t, { ...request, idempotencyKey: crypto.randomUUID(), fullName: "Someone Else" });
    expect([again.status, messageOf(again)]).toEqual([400, MESSAGES.checkinOnlyOne]);
    const session = first.guestSession!;
    const cancelled = await encodedCall(
      t,
      "PUT",
      "/customer/cancel-table?user=customer",
      { locationId: floor.locationId, reservationId: first.id, cancelReason: "Plans changed" },
      { token: session.accessToken },
    );
    expect(cancelled.status).toBe(200);
    await joined(t, { ...request, idempotencyKey: crypto.randomUUID() });
  });

  it("refuses the same signed-in diner on another phone", async () => {
    const diner = await signUpByOtp(t);
    await joined(t, checkinRequest(floor), diner.accessToken);
    const other = await postCheckin(t, checkinRequest(floor), diner.accessToken);
    expect([other.status, messageOf(other)]).toEqual([400, MESSAGES.checkinOnlyOne]);
  });

  it("answers the same key with the same check-in, and books nothing new", async () => {
    const request = checkinRequest(floor);
    const first = await joined(t, request);
    const retry = await joined(t, request);
    expect(retry.id).toBe(first.id);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.locationId, floor.locationId));
    expect(rows).toHaveLength(1);
  });

  it("holds when two check-ins of one phone race (one wins, the other is told the §8 text)", async () => {
    const request = checkinRequest(floor);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postCheckin(t, { ...request, idempotencyKey: crypto.randomUUID() })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) expect(messageOf(refused)).toBe(MESSAGES.checkinOnlyOne);
  });
});

describe("tableside check-in (tableId from the table's QR code)", () => {
  it("seats the party at once, answers it again to its own diner, and tells another the table is taken", async () => {
    const diner = await signUpByOtp(t);
    const seated = await joined(t, checkinRequest(floor, { tableId: "W3", guestCount: 3 }), diner.accessToken);
    expect(seated.booking).toMatchObject({ status: "Seated", table: { tableId: "W3" }, seatedAt: TEST_NOW.toISOString() });
    const mine = await joined(t, checkinRequest(floor, { tableId: "W3" }), diner.accessToken);
    expect(mine.id).toBe(seated.id);
    const other = await postCheckin(t, checkinRequest(floor, { tableId: "W3" }));
    expect([other.status, messageOf(other)]).toEqual([409, BOOKING_REFUSALS.tableTaken]);
    const none = await postCheckin(t, checkinRequest(floor, { tableId: "NOPE9" }));
    expect([none.status, messageOf(none)]).toEqual([404, BOOKING_REFUSALS.noSuchTable]);
  });
});

describe("a ready party that does not come", () => {
  const texts: SmsMessage[] = [];
  const releaseDeps = () => ({
    db: t.database.db,
    clock: clock.now,
    sms: { provider: "test", send: async (message: SmsMessage) => void texts.push(message) },
    events: createInProcessEvents(),
    log: { warn: () => {} },
  });

  it("is released after the time to answer, once, with one text, and its table is free again", async () => {
    const party = await joined(t, checkinRequest(floor));
    expect((await staffMove(t, party.id, "notify", { tableId: "W2" })).status).toBe(200);
    expect(await releaseDueCheckins(releaseDeps())).toBe(0);
    expect(await releaseIfPastAnswer(releaseDeps(), party.id)).toBe(false);
    clock.advance((CHECKIN_ANSWER_MINUTES + 1) * 60_000);
    const [swept, read] = await Promise.all([releaseDueCheckins(releaseDeps()), releaseIfPastAnswer(releaseDeps(), party.id)]);
    expect(swept + Number(read)).toBe(1);
    expect(await releaseDueCheckins(releaseDeps())).toBe(0);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, party.id));
    expect(row).toMatchObject({ status: "Released", tableRef: null, endedBy: "system" });
    expect(texts.filter((m) => m.to === party.booking.phone)).toEqual([
      { to: party.booking.phone, body: BOOKING_SMS.released(party.booking.branchName) },
    ]);
    // W2 is free again: a tableside check-in sits there.
    expect((await joined(t, checkinRequest(floor, { tableId: "W2" }))).booking.status).toBe("Seated");
  });

  it("is released when its live page reads it past its time (the sweep had not come)", async () => {
    const party = await joined(t, checkinRequest(floor));
    expect((await staffMove(t, party.id, "notify", {})).status).toBe(200);
    clock.advance((CHECKIN_ANSWER_MINUTES + 1) * 60_000);
    const stream = await openStream(party.id);
    expect(stream.first).toMatchObject({ status: "Released", position: null });
    stream.close();
  });
});

/** Opens a party's live place in line and reads its first event (or the refusal's body). */
const openStream = (reservationId: string) => openEventStream(`${baseUrl}/customer/reservations/${reservationId}/events`, "progress");
const asEvent = (data: unknown) => data as Record<string, unknown>;
const nextWhere = (stream: EventStream, wanted: (event: Record<string, unknown>) => boolean) => nextEventWhere(stream, asEvent, wanted);

describe("the live place in line (GET /customer/reservations/{reservationId}/events)", () => {
  it("starts with the party's place, and sends the new one when a party ahead leaves", async () => {
    const ahead = await joined(t, checkinRequest(floor));
    // The line is in the order of joining (the pinned clock would make the two joins tie).
    clock.advance(1000);
    const me = await joined(t, checkinRequest(floor));
    const stream = await openStream(me.id);
    try {
      expect(stream.first).toMatchObject({ reservationId: me.id, status: "Active", position: 2, partiesAhead: 1 });
      expect(stream.first).not.toHaveProperty("phone");
      const cancelled = await encodedCall(
        t,
        "PUT",
        "/customer/cancel-table?user=customer",
        { locationId: floor.locationId, reservationId: ahead.id, cancelReason: "Plans changed" },
        { token: ahead.guestSession!.accessToken },
      );
      expect(cancelled.status).toBe(200);
      expect(await nextWhere(stream, (e) => e.position === 1)).toMatchObject({ position: 1, partiesAhead: 0 });
      // Staff tell the party its table is ready: the stream says so.
      expect((await staffMove(t, me.id, "notify", { tableId: "W1" })).status).toBe(200);
      expect(await nextWhere(stream, (e) => e.status === "Notified")).toMatchObject({ status: "Notified", table: { tableId: "W1" } });
    } finally {
      stream.close();
    }
  });

  it("answers 404 for an unknown id", async () => {
    const stream = await openStream(crypto.randomUUID());
    expect(stream.status).toBe(404);
  });
});
