/** Tests only: a check-in (or reservation) and a restaurant's wait times, as the API answers them. */
import { type Booking, bookingSchema } from "@forkful/contracts/bookings";
import { type WaitTimes, waitTimesAnswerSchema } from "@forkful/contracts/floor";
import { restaurantFixture } from "./fixtures";

export const CHECKIN_ID = "7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
export const TABLE_T4 = { tableId: "T4", tableName: "Table 4", seats: 4, sectionId: 1, sectionName: "Dining Room" };

export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  const restaurant = restaurantFixture();
  const at = "2026-11-24T00:05:00.000Z";
  return bookingSchema.parse({
    ...{ reservationId: CHECKIN_ID, kind: "checkin", locationId: restaurant.id, locationSlug: restaurant.locationSlug },
    ...{ merchantType: restaurant.merchantType, branchName: restaurant.branchName, timeZone: "America/New_York" },
    ...{ status: "Active", statusLabel: "Waiting for a table", checkedIn: true, customerId: null, fullName: "Grace Hopper" },
    ...{ phone: "+12125550123", email: null, guestCount: 2, note: null, deviceId: "", channelName: "ONLINE", seatTogether: "1" },
    ...{ reservationDate: null, reservationSlot: null, startsAt: null, endsAt: null, table: null, position: 3, partiesAhead: 2 },
    ...{ waitMinutes: 25, quotedWaitMinutes: 30, createdAt: at, updatedAt: at, notifiedAt: null, answerBy: null, seatedAt: null },
    ...{ partyAnswer: null, partyAnsweredAt: null, answerExtendedAt: null },
    ...{ finishedAt: null, cancelledAt: null, cancelReason: null, remindedAt: null, isFeedbackSubmitted: false },
    ...{ canCancel: true, canChange: false },
    ...overrides,
  });
}

export function waitTimesFixture(overrides: Partial<WaitTimes> = {}): WaitTimes {
  return waitTimesAnswerSchema.parse({
    locationId: restaurantFixture().id,
    open: true,
    reason: null,
    partiesWaiting: 2,
    waitTimes: [
      { minGuests: 1, maxGuests: 2, waitMinutes: 20 },
      { minGuests: 3, maxGuests: 4, waitMinutes: 35 },
      { minGuests: 5, maxGuests: 6, waitMinutes: 50 },
      { minGuests: 7, maxGuests: 8, waitMinutes: 65 },
      { minGuests: 9, maxGuests: 12, waitMinutes: 80 },
    ],
    recentVisits: 0,
    updatedAt: "2026-11-24T00:00:00.000Z",
    ...overrides,
  });
}
