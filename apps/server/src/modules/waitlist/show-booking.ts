/** POST /customer/reservationId/v2: a check-in or reservation, for its own diner only (401 signed out, 403 another's). */
import type { Booking } from "@forkful/contracts/bookings";
import type { Caller } from "../../plugins/caller";
import { findBooking, ownBooking } from "../bookings/public";
import { isPastAnswer, releaseIfPastAnswer } from "./released-checkins";
import type { WaitlistDeps } from "./waitlist-deps";
import { bookingWithProgress } from "./waitlist-progress";

/** The diner's booking as it stands now: a ready party past its time to answer is released first, if no sweep has. */
export async function showBooking(deps: WaitlistDeps, reservationId: string, caller: Caller | null): Promise<Booking> {
  let record = await ownBooking(deps.db, reservationId, caller);
  if (isPastAnswer(record.booking, deps.clock())) {
    await releaseIfPastAnswer(deps, reservationId);
    // Read again whoever released it (this call, another reader or the sweep).
    record = (await findBooking(deps.db, reservationId)) ?? record;
  }
  return bookingWithProgress(deps, deps.db, record);
}
