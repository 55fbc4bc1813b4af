/** POST /customer/reservationId/v2: a check-in or reservation, for its own diner only (401 signed out, 403 another's). */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { Booking } from "@forkful/contracts/bookings";
import { NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import type { BookingRecord } from "./booking-rows";
import { isPastAnswer, releaseIfPastAnswer } from "./released-checkins";
import type { TablesDeps } from "./tables-deps";
import { bookingWithProgress } from "./waitlist-progress";

export const NO_SUCH_BOOKING = "No such check-in or reservation";

/** The booking, refusing anyone but its diner. */
export async function ownBooking(deps: TablesDeps, reservationId: string, caller: Caller | null): Promise<BookingRecord> {
  const record = await deps.tables.findBooking(deps.tables.db, reservationId);
  if (!record) throw new NotFoundError(NO_SUCH_BOOKING);
  assertOwner(record.booking.customerId, caller, BOOKING_REFUSALS.notYours);
  return record;
}

/** The diner's booking as it stands now: a ready party past its time to answer is released first, if no sweep has. */
export async function showBooking(deps: TablesDeps, reservationId: string, caller: Caller | null): Promise<Booking> {
  let record = await ownBooking(deps, reservationId, caller);
  if (isPastAnswer(record.booking, deps.clock())) {
    await releaseIfPastAnswer(deps, reservationId);
    // Read again whoever released it (this call, another reader or the sweep).
    record = (await deps.tables.findBooking(deps.tables.db, reservationId)) ?? record;
  }
  return bookingWithProgress(deps, deps.tables.db, record);
}
