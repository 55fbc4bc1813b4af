/**
 * Where a booking stands now, as its live stream sends it: the line without the diner's details. A ready party past
 * its time to answer is released here if the sweep has not come by yet, so no page shows a deadline that has passed.
 */
import { type BookingProgress, bookingProgressSchema } from "@forkful/contracts/bookings";
import { NotFoundError } from "../../lib/domain-errors";
import { findBooking, NO_SUCH_BOOKING } from "../bookings/public";
import { isPastAnswer, type ReleaseCheckinDeps, releaseIfPastAnswer } from "./released-checkins";
import type { WaitlistDeps } from "./waitlist-deps";
import { bookingWithProgress } from "./waitlist-progress";

export async function bookingProgressNow(
  deps: WaitlistDeps & ReleaseCheckinDeps,
  reservationId: string,
): Promise<{ locationId: number; progress: BookingProgress }> {
  const ex = deps.db;
  let record = await findBooking(ex, reservationId);
  if (!record) throw new NotFoundError(NO_SUCH_BOOKING);
  if (isPastAnswer(record.booking, deps.clock())) {
    await releaseIfPastAnswer(deps, reservationId);
    // Read again whoever released it (this call, another reader or the sweep).
    record = (await findBooking(ex, reservationId)) ?? record;
  }
  const booking = await bookingWithProgress(deps, ex, record);
  return { locationId: record.booking.locationId, progress: bookingProgressSchema.parse(booking) };
}
