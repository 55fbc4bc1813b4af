/**
 * Confirmations with a way back (issue 24): joining the line, reserving, changing and cancelling each send the party one
 * text, and one email when it gave an address, with the link to the booking's live page. A retry sends nothing more,
 * and a provider that fails never fails or undoes the booking.
 */
import { bookingNoticeEmail, bookingNoticeSms } from "@forkful/contracts/booking-texts";
import { type BookingAnswer, bookingAnswerSchema, bookingSchema } from "@forkful/contracts/bookings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { emailOutbox } from "../../db/schema/outbox";
import { locationIdOf, reservationRequest, reserve, testFloor } from "../../test/reservation-test-kit";
import { encodedCall, outboxMessages } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { checkinRequest, joined, postCheckin, setUpWaitlistFloor, type WaitlistFloor } from "../../test/waitlist-test-kit";

let t: TestApp;
let floor: WaitlistFloor;
let gramercy: number;
let mailbox = 0;
const newEmail = () => `diner${++mailbox}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: "https://forkful.example/" } });
  floor = await setUpWaitlistFloor(t);
  gramercy = await locationIdOf(t);
  await testFloor(t, gramercy, [2, 4, 6]);
});
afterAll(() => t.close());

const emailsTo = async (to: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map((r) => ({ subject: r.subject, text: r.body }));
const sentTo = async (phone: string, email: string) => ({
  texts: (await outboxMessages(t, phone)).map((m) => m.body).reverse(),
  emails: await emailsTo(email),
});
const answerOf = (answer: { status: number; body: unknown }): BookingAnswer => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return bookingAnswerSchema.parse(answer.body);
};
const liveLink = ({ booking }: BookingAnswer) =>
  `https://forkful.example/${booking.merchantType}/${booking.locationSlug}/reservation/${booking.reservationId}`;
const tuesdayAt = (hhmm: string) => `Tue, Nov 24, ${hhmm}`;

describe("joining the waitlist", () => {
  it("texts and emails the party once, with its place and the link to its place in line; a retry sends nothing", async () => {
    const email = newEmail();
    const request = checkinRequest(floor, { fullName: "Ada Lovelace", email });
    const made = await joined(t, request);
    expect((await joined(t, request)).id).toBe(made.id);
    const facts = {
      kind: "checkin" as const,
      fullName: "Ada Lovelace",
      branchName: made.booking.branchName,
      guestCount: 2,
      when: null,
      position: 1,
      link: liveLink(made),
    };
    expect(await sentTo(made.booking.phone!, email)).toEqual({
      texts: [bookingNoticeSms("waitlistJoined", facts)],
      emails: [bookingNoticeEmail("waitlistJoined", facts)],
    });
    expect(bookingNoticeSms("waitlistJoined", facts)).toContain(`#1 in line`);
    expect(bookingNoticeSms("waitlistJoined", facts)).toMatch(
      /: https:\/\/forkful\.example\/restaurant\/hudson-slice-co-west-village\/reservation\/[0-9a-f-]{36}$/,
    );
  });

  it("sends no email when none was given, and nothing to a party seated at once at its table", async () => {
    const made = await joined(t, checkinRequest(floor, { fullName: "Alan Turing" }));
    expect(made.booking.email).toBeNull();
    expect(await outboxMessages(t, made.booking.phone!)).toHaveLength(1);
    const seated = await joined(t, checkinRequest(floor, { tableId: "W3", email: newEmail() }));
    expect(seated.booking.status).toBe("Seated");
    expect(await sentTo(seated.booking.phone!, seated.booking.email!)).toEqual({ texts: [], emails: [] });
  });
});

describe("a reservation booked, changed and cancelled", () => {
  it("sends one text and one email for each, with the reservation's time and its page; retries send nothing", async () => {
    const email = newEmail();
    const request = reservationRequest(gramercy, { fullName: "Maya Chen", email, reservationSlot: "19:00" });
    const made = answerOf(await reserve(t, request));
    expect(answerOf(await reserve(t, request)).id).toBe(made.id);
    const token = made.guestSession!.accessToken;
    const changeTo = { reservationId: made.id, reservationDate: "2026-11-24", reservationSlot: "20:30", guestCount: 4 };
    for (let i = 0; i < 2; i += 1) {
      const changed = await encodedCall(t, "POST", `/merchants/${gramercy}/reservations`, changeTo, { token });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(bookingSchema.parse(changed.body)).toMatchObject({ reservationSlot: "20:30", guestCount: 4 });
    }
    const cancel = { locationId: gramercy, reservationId: made.id, cancelReason: "Plans changed" };
    expect((await encodedCall(t, "PUT", "/customer/cancel-table?user=customer", cancel, { token })).status).toBe(200);
    expect((await encodedCall(t, "PUT", "/customer/cancel-table?user=customer", cancel, { token })).status).toBe(409);

    const base = {
      kind: "reservation" as const,
      fullName: "Maya Chen",
      branchName: made.booking.branchName,
      position: null,
      link: liveLink(made),
    };
    const booked = { ...base, guestCount: 2, when: tuesdayAt("7:00 PM") };
    const moved = { ...base, guestCount: 4, when: tuesdayAt("8:30 PM") };
    expect(await sentTo(request.phone, email)).toEqual({
      texts: [
        bookingNoticeSms("reservationBooked", booked),
        bookingNoticeSms("reservationChanged", moved),
        bookingNoticeSms("cancelled", moved),
      ],
      emails: expect.arrayContaining([
        bookingNoticeEmail("reservationBooked", booked),
        bookingNoticeEmail("reservationChanged", moved),
        bookingNoticeEmail("cancelled", moved),
      ]),
    });
    expect((await emailsTo(email)).length).toBe(3);
    expect(bookingNoticeSms("reservationBooked", booked)).toBe(
      `Forkful: Maya Chen, your table for 2 guests at ${made.booking.branchName} is booked for Tue, Nov 24, 7:00 PM. ` +
        `See, change or cancel it: https://forkful.example/${made.booking.merchantType}/${made.booking.locationSlug}/reservation/${made.id}`,
    );
  });
});

describe("a provider that fails", () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every text and email fails to go.
    const nowhere = "http://127.0.0.1:9/messages";
    down = await createTestApp({
      config: {
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: nowhere,
        SMS_HTTP_TOKEN: "t",
        EMAIL_PROVIDER: "http",
        EMAIL_HTTP_URL: nowhere,
        EMAIL_HTTP_TOKEN: "t",
        EMAIL_FROM: "Forkful <bookings@forkful.example>",
        smsOutboxRoute: false,
      },
    });
    await testFloor(down, await locationIdOf(down), [2]);
  });
  afterAll(() => down.close());

  it("neither fails nor undoes the booking", async () => {
    const email = newEmail();
    const made = answerOf(await reserve(down, reservationRequest(await locationIdOf(down), { email })));
    const [row] = await down.database.db.select().from(bookings).where(eq(bookings.id, made.id));
    expect(row).toMatchObject({ status: "Active", email });
    expect((await postCheckin(down, { ...checkinRequest(floor), locationId: floor.locationId })).status).toBe(200);
  });
});
