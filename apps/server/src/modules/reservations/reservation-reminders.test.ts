import { BOOKING_SMS } from "@forkful/contracts/booking-texts";
import { bookingAnswerSchema } from "@forkful/contracts/bookings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookings } from "../../db/schema/bookings";
import type { SmsMessage } from "../../integrations/sms/sms-sender";
import { locationIdOf, reservationRequest, reserve, testFloor } from "../../test/reservation-test-kit";
import { mutableClock, outboxMessages } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { reservationTime } from "../bookings/public";
import { sendDueReminders } from "./reservation-reminders";

const quiet = { warn: () => {} };
/** 19:00 in New York on Tuesday 2026-11-24, booked on the Monday before. */
const STARTS_AT = new Date("2026-11-25T00:00:00Z");
const HOURS = 60 * 60_000;

describe("the reminder SMS before a reservation", () => {
  const clock = mutableClock();
  let t: TestApp;
  let locationId: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    locationId = await locationIdOf(t);
    await testFloor(t, locationId, [2, 2, 4]);
  });
  afterAll(() => t.close());

  it("goes out once when the reservation is within two hours, however many sweeps run at once", async () => {
    const request = reservationRequest(locationId);
    const { id } = bookingAnswerSchema.parse((await reserve(t, request)).body);
    const sent: SmsMessage[] = [];
    const deps = {
      db: t.database.db,
      sms: { provider: "test", send: async (message: SmsMessage) => void sent.push(message) },
      clock: clock.now,
      log: quiet,
    };
    expect(await sendDueReminders(deps)).toBe(0);
    clock.advance(STARTS_AT.getTime() - clock.now().getTime() - 2 * HOURS + 60_000);
    const counts = await Promise.all([sendDueReminders(deps), sendDueReminders(deps), sendDueReminders(deps)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(sent).toEqual([
      {
        to: request.phone,
        body: BOOKING_SMS.reservationReminder("Maya Chen", "Gramercy Table - Gramercy Park", "Tue, Nov 24, 7:00 PM", 2),
      },
    ]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.remindedAt).toEqual(clock.now());
    expect(await sendDueReminders(deps)).toBe(0);
  });

  it("is not sent for a cancelled reservation, and a failed send is tried again by the next sweep", async () => {
    const cancelled = reservationRequest(locationId, { reservationSlot: "17:45" });
    const kept = reservationRequest(locationId, { reservationSlot: "18:00" });
    const cancelledId = bookingAnswerSchema.parse((await reserve(t, cancelled)).body).id;
    await reserve(t, kept);
    await t.database.db.update(bookings).set({ status: "Cancelled" }).where(eq(bookings.id, cancelledId));
    const sent: SmsMessage[] = [];
    let failNext = true;
    const deps = {
      db: t.database.db,
      sms: {
        provider: "test",
        async send(message: SmsMessage) {
          if (failNext) {
            failNext = false;
            throw new Error("gateway down");
          }
          sent.push(message);
        },
      },
      clock: clock.now,
      log: quiet,
    };
    expect(await sendDueReminders(deps)).toBe(0);
    expect(await sendDueReminders(deps)).toBe(1);
    expect(sent.map((m) => m.to)).toEqual([kept.phone]);
  });

  it("reads the time on the restaurant's own clock", () => {
    expect(reservationTime(new Date("2026-11-25T00:00:00Z"), "America/New_York")).toBe("Tue, Nov 24, 7:00 PM");
    expect(reservationTime(new Date("2026-11-25T00:00:00Z"), "Asia/Kolkata")).toBe("Wed, Nov 25, 5:30 AM");
  });
});

describe("the reminder sweep run as a recurring job by an instance that runs jobs", () => {
  it("sends the reminder by SMS once, with nobody asking, and stops when the app closes", async () => {
    const clock = mutableClock();
    const swept = await createTestApp({ clock: clock.now, config: { RESERVATION_REMINDERS_SWEEP_MS: 1000, ROLE: "all" } });
    try {
      const locationId = await locationIdOf(swept);
      await testFloor(swept, locationId, [2]);
      const request = reservationRequest(locationId);
      expect((await reserve(swept, request)).status).toBe(200);
      const reminders = async () => (await outboxMessages(swept, request.phone)).filter((m) => m.body.startsWith("Forkful: reminder"));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await reminders()).toHaveLength(0);
      clock.advance(STARTS_AT.getTime() - clock.now().getTime() - HOURS);
      await vi.waitFor(async () => expect(await reminders()).toHaveLength(1), { timeout: 5000, interval: 50 });
      // Two more periods' sweeps find it sent.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await reminders()).toHaveLength(1);
    } finally {
      await swept.close();
    }
  });
});
