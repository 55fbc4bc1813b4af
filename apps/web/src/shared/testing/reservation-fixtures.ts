/** Tests only: a reservation and a day's slots, as the API answers them. */
import { type Booking, bookingSchema } from "@forkful/contracts/bookings";
import { type ReservationSlots, reservationSlotsAnswerSchema } from "@forkful/contracts/floor";
import { restaurantFixture } from "./fixtures";

export const RESERVATION_ID = "5b0d7f7e-1c2a-4c1e-8f3b-6a9d2e4c8b10";

export function reservationFixture(overrides: Partial<Booking> = {}): Booking {
  const restaurant = restaurantFixture();
  const at = "2026-11-24T00:05:00.000Z";
  return bookingSchema.parse({
    ...{ reservationId: RESERVATION_ID, kind: "reservation", locationId: restaurant.id, locationSlug: restaurant.locationSlug },
    ...{ merchantType: restaurant.merchantType, branchName: restaurant.branchName, timeZone: "America/New_York" },
    ...{ status: "Active", statusLabel: "Reserved", checkedIn: false, customerId: null, fullName: "Ada Lovelace" },
    ...{ phone: "+12125550123", email: null, guestCount: 4, note: null, deviceId: "", channelName: "ONLINE", seatTogether: "1" },
    ...{ reservationDate: "2026-11-25", reservationSlot: "19:00", startsAt: "2026-11-26T00:00:00.000Z", endsAt: null, table: null },
    ...{ position: null, partiesAhead: null, waitMinutes: null, quotedWaitMinutes: null, createdAt: at, updatedAt: at },
    ...{ notifiedAt: null, answerBy: null, seatedAt: null, finishedAt: null, cancelledAt: null, cancelReason: null },
    ...{ partyAnswer: null, partyAnsweredAt: null, answerExtendedAt: null },
    ...{ remindedAt: null, isFeedbackSubmitted: false, canCancel: true, canChange: true },
    ...overrides,
  });
}

export function slotsFixture(date: string, guestCount: number, overrides: Partial<ReservationSlots> = {}): ReservationSlots {
  return reservationSlotsAnswerSchema.parse({
    locationId: restaurantFixture().id,
    date,
    guestCount,
    timeZone: "America/New_York",
    open: true,
    reason: null,
    slots: [
      { slot: "18:00", startsAt: `${date}T23:00:00.000Z`, available: false },
      { slot: "18:15", startsAt: `${date}T23:15:00.000Z`, available: true },
      { slot: "18:30", startsAt: `${date}T23:30:00.000Z`, available: true },
    ],
    ...overrides,
  });
}
