/**
 * What waitlist, reservations, floor and orders may use of bookings (check-ins and reservations, one table): a
 * booking's rows read and written (executor first: the db or the caller's open transaction), a booking as every call
 * answers it, its status moves, who it belongs to, and the texts and emails that tell the party.
 */

export { type HeldTable, remindersDue, reservationsBetween, reservationsOnDay, tablesTakenNow } from "./book-reads";
export { toBooking, type WaitlistProgress } from "./booking-mapper";
export { moveBookingTo, refusedMove } from "./booking-moves";
export { tellTheParty } from "./booking-notices";
export { assertKeyStillNew, BookedMeanwhile, bookingOwner } from "./booking-owner";
export { findBooking, findBookingByIdempotencyKey, partyAtTable } from "./booking-reads";
export { bookingRequestRow } from "./booking-request-row";
export type { BookingOnTable, BookingPatch, BookingRecord, BookingRow, NewBookingRow } from "./booking-rows";
export { insertBooking, markReminded, moveBooking, unmarkReminded } from "./booking-writes";
export type { BookingsDeps } from "./bookings-deps";
export { checkinsInLine, partiesAtTables, reservationsOn } from "./host-stand-reads";
export { activeOnlineCheckin, dueReleases, recentVisits, waitlistFloor } from "./line-reads";
export { NO_SUCH_BOOKING, ownBooking } from "./own-booking";
export { textTheParty } from "./party-texts";
export { reservationTime } from "./reservation-time";
