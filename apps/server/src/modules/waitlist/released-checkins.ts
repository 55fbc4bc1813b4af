/**
 * A party told its table is ready that does not come to the host by answerBy loses its place: the check-in is
 * Released, the table it held is free again, and one text tells the diner. Done by the sweeper and by any read of the
 * booking past its time (as an unpaid order is released on read). Under the booking's lock with a conditional move,
 * so two sweeps, two servers or a sweep and a read release it once and text once.
 */
import { BOOKING_SMS } from "@forkful/contracts/booking-texts";
import { type BookingRow, dueReleases, findBooking, moveBookingTo, textTheParty } from "../bookings/public";
import type { WaitlistDeps } from "./waitlist-deps";

/** The job that releases ready parties past their time to answer (every CHECKIN_RELEASE_SWEEP_MS). */
export const RELEASE_CHECKINS_JOB = "release-ready-checkins";

export type ReleaseCheckinDeps = Pick<WaitlistDeps, "db" | "clock" | "sms" | "events" | "log">;

/** A ready check-in whose time to answer has passed, by its row alone. */
export function isPastAnswer(booking: BookingRow, now: Date): boolean {
  return booking.kind === "checkin" && booking.status === "Notified" && booking.answerBy !== null && booking.answerBy <= now;
}

/** Releases the check-in when its time to answer has passed; true when this call released it. */
export async function releaseIfPastAnswer(deps: ReleaseCheckinDeps, reservationId: string): Promise<boolean> {
  const now = deps.clock();
  const released = await deps.db.transaction(async (tx) => {
    const record = await findBooking(tx, reservationId, { lock: true });
    if (!record || !isPastAnswer(record.booking, now)) return null;
    await moveBookingTo(deps, tx, record, "Released", { tableRef: null, finishedAt: now, endedBy: "system" });
    return record;
  });
  if (!released) return false;
  await deps.events.publish("lineMoved", { locationId: released.booking.locationId, bookingId: released.booking.id });
  if (released.booking.phone)
    await textTheParty(deps, { to: released.booking.phone, body: BOOKING_SMS.released(released.location.branchName) });
  return true;
}

/** Releases every ready check-in past its time; one that fails is logged and left for the next sweep. */
export async function releaseDueCheckins(deps: ReleaseCheckinDeps, batch = 100): Promise<number> {
  let count = 0;
  for (const id of await dueReleases(deps.db, deps.clock(), batch)) {
    try {
      if (await releaseIfPastAnswer(deps, id)) count += 1;
    } catch (error) {
      deps.log.warn({ err: error, reservationId: id }, "a ready check-in could not be released");
    }
  }
  return count;
}
