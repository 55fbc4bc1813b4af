/**
 * A party told its table is ready answers "On my way" or "Need 5 more minutes" (issue 24): the answer is recorded, the
 * second moves its time to come on by 5 minutes once, and the host reads it on the waitlist and its live stream. Only
 * the booking's own diner may answer, and only while its table is ready.
 */
import type { AddressInfo } from "node:net";
import { CHECKIN_ANSWER_MINUTES, PARTY_MORE_TIME_MINUTES } from "@forkful/contracts/booking-rules";
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { type BookingAnswer, bookingSchema } from "@forkful/contracts/bookings";
import { staffWaitlistAnswerSchema } from "@forkful/contracts/staff-tables";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import { nextEventWhere, openEventStream } from "../../test/event-stream-kit";
import { encodedCall, jsonCall, messageOf, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import {
  checkinRequest,
  clearBookings,
  joined,
  managerToken,
  setUpWaitlistFloor,
  staffMove,
  type WaitlistFloor,
} from "../../test/waitlist-test-kit";
import { releaseDueCheckins } from "./released-checkins";

const clock = mutableClock();
let t: TestApp;
let floor: WaitlistFloor;
let baseUrl: string;
const MINUTE = 60_000;

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

/** The party's answer, by its own guest session unless another token (or null: nobody) is given. */
const answer = (party: BookingAnswer, value: string, token: string | null = party.guestSession!.accessToken) =>
  encodedCall(t, "POST", `/customer/reservations/${party.id}/answer`, { answer: value }, { token: token ?? undefined });
/** A guest party in line, told its table is ready. */
async function readyParty(): Promise<BookingAnswer> {
  const party = await joined(t, checkinRequest(floor));
  expect((await staffMove(t, party.id, "notify", { tableId: "W1" })).status).toBe(200);
  return party;
}
const staffWaitlist = async () =>
  staffWaitlistAnswerSchema.parse((await jsonCall(t, "GET", "/staff/waitlist", undefined, { token: await managerToken(t) })).body);

describe("a ready party's answer (POST /customer/reservations/{reservationId}/answer)", () => {
  it("records On my way, which the host reads on the waitlist; sent again it changes nothing", async () => {
    const party = await readyParty();
    clock.advance(MINUTE);
    const first = await answer(party, "onMyWay");
    expect(first.status, messageOf(first)).toBe(200);
    const answeredAt = new Date(TEST_NOW.getTime() + MINUTE).toISOString();
    expect(bookingSchema.parse(first.body)).toMatchObject({ partyAnswer: "onMyWay", partyAnsweredAt: answeredAt });
    clock.advance(MINUTE);
    expect(bookingSchema.parse((await answer(party, "onMyWay")).body)).toMatchObject({
      partyAnswer: "onMyWay",
      partyAnsweredAt: answeredAt,
    });
    const shown = (await staffWaitlist()).waiting.find((b) => b.reservationId === party.id);
    expect(shown).toMatchObject({ status: "Notified", partyAnswer: "onMyWay", partyAnsweredAt: answeredAt });
  });

  it("gives 5 more minutes once for Need more time: the party is released only after them", async () => {
    const party = await readyParty();
    const answerBy = Date.parse(bookingSchema.parse((await answer(party, "onMyWay")).body).answerBy!);
    expect(answerBy).toBe(TEST_NOW.getTime() + CHECKIN_ANSWER_MINUTES * MINUTE);
    const later = bookingSchema.parse((await answer(party, "needMoreTime")).body);
    expect(later).toMatchObject({
      partyAnswer: "needMoreTime",
      answerBy: new Date(answerBy + PARTY_MORE_TIME_MINUTES * MINUTE).toISOString(),
    });
    // Sent again (a retry): the same booking, no more time.
    expect(bookingSchema.parse((await answer(party, "needMoreTime")).body).answerBy).toBe(later.answerBy);
    expect((await answer(party, "onMyWay")).status).toBe(200);
    const again = await answer(party, "needMoreTime");
    expect([again.status, messageOf(again)]).toEqual([409, BOOKING_REFUSALS.moreTimeOnce]);

    const release = () =>
      releaseDueCheckins({
        db: t.database.db,
        clock: clock.now,
        sms: { provider: "test", send: async () => {} },
        events: createInProcessEvents(),
        log: { warn: () => {} },
      });
    clock.advance((CHECKIN_ANSWER_MINUTES + 1) * MINUTE);
    expect(await release()).toBe(0);
    clock.advance(PARTY_MORE_TIME_MINUTES * MINUTE);
    expect(await release()).toBe(1);
  });

  it("says on the booking when the party was given its more time (none until it asks)", async () => {
    const party = await readyParty();
    expect(bookingSchema.parse((await answer(party, "onMyWay")).body).answerExtendedAt).toBeNull();
    clock.advance(MINUTE);
    const extendedAt = new Date(TEST_NOW.getTime() + MINUTE).toISOString();
    expect(bookingSchema.parse((await answer(party, "needMoreTime")).body).answerExtendedAt).toBe(extendedAt);
    clock.advance(MINUTE);
    expect(bookingSchema.parse((await answer(party, "onMyWay")).body).answerExtendedAt).toBe(extendedAt);
  });

  it("is refused to another diner (403), to nobody (401), before the table is ready and after (409), and for a bad answer (400)", async () => {
    const waiting = await joined(t, checkinRequest(floor));
    const notReady = await answer(waiting, "onMyWay");
    expect([notReady.status, messageOf(notReady)]).toEqual([409, BOOKING_REFUSALS.notReadyToAnswer]);
    const party = await readyParty();
    const stranger = await signUpByOtp(t);
    expect((await answer(party, "onMyWay", stranger.accessToken)).status).toBe(403);
    expect((await answer(party, "onMyWay", null)).status).toBe(401);
    expect((await answer(party, "runningLate")).status).toBe(400);
    expect((await staffMove(t, party.id, "seat", { tableId: "W1" })).status).toBe(200);
    const seated = await answer(party, "needMoreTime");
    expect([seated.status, messageOf(seated)]).toEqual([409, BOOKING_REFUSALS.notReadyToAnswer]);
    const [row] = (await staffWaitlist()).seated.filter((b) => b.reservationId === party.id);
    expect(row).toMatchObject({ partyAnswer: null });
  });
});

describe("the host's live waitlist (GET /staff/waitlist/events)", () => {
  it("sends the line now, and again when a ready party answers", async () => {
    const party = await readyParty();
    const stream = await openEventStream(`${baseUrl}/staff/waitlist/events`, "waitlist", await managerToken(t));
    try {
      expect(stream.status).toBe(200);
      const first = staffWaitlistAnswerSchema.parse(stream.first);
      expect(first.waiting.find((b) => b.reservationId === party.id)).toMatchObject({ status: "Notified", partyAnswer: null });
      expect((await answer(party, "onMyWay")).status).toBe(200);
      const answered = await nextEventWhere(stream, staffWaitlistAnswerSchema.parse, (w) =>
        w.waiting.some((b) => b.reservationId === party.id && b.partyAnswer === "onMyWay"),
      );
      expect(JSON.stringify(answered)).toContain(party.booking.phone!);
    } finally {
      stream.close();
    }
  });

  it("needs a staff sign-in of the floor (401 for nobody)", async () => {
    expect((await openEventStream(`${baseUrl}/staff/waitlist/events`, "waitlist")).status).toBe(401);
  });
});
