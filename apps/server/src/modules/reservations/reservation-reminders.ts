/**
 * The reminder SMS before a reservation (RESERVATION_REMINDER_MINUTES ahead), sent once: the sweep that marks the
 * reservation reminded (a conditional update) sends it, so two sweeps (or two servers) send one; a send that fails
 * takes its mark back for the next sweep.
 */
import { RESERVATION_REMINDER_MINUTES } from "@forkful/contracts/booking-rules";
import { BOOKING_SMS } from "@forkful/contracts/booking-texts";
import { findBooking, markReminded, remindersDue, reservationTime, unmarkReminded } from "../bookings/public";
import type { ReservationsDeps } from "./reservations-deps";

/** The job that sends the reminders due (every RESERVATION_REMINDERS_SWEEP_MS). */
export const SEND_REMINDERS_JOB = "send-reservation-reminders";

export type ReminderDeps = Pick<ReservationsDeps, "db" | "sms" | "clock"> & { log: { warn(detail: object, message: string): void } };

/** Sends the reminder of one reservation unless it was sent (or the reservation ended); true when this call sent it. */
export async function remindReservation(deps: Omit<ReminderDeps, "log">, reservationId: string): Promise<boolean> {
  const now = deps.clock();
  // Claimed first (committed), sent after: the SMS provider may write to the database itself.
  const reminded = await markReminded(deps.db, reservationId, now);
  if (!reminded?.phone || !reminded.startsAt) return false;
  try {
    const record = await findBooking(deps.db, reservationId);
    const { branchName, timeZone } = record!.location;
    const when = reservationTime(reminded.startsAt, timeZone);
    await deps.sms.send({
      to: reminded.phone,
      body: BOOKING_SMS.reservationReminder(reminded.fullName, branchName, when, reminded.guestCount),
    });
    return true;
  } catch (error) {
    await unmarkReminded(deps.db, reservationId, now);
    throw error;
  }
}

/** Sends every reminder due now; one that fails is logged and tried again by the next sweep. */
export async function sendDueReminders(deps: ReminderDeps, batch = 100): Promise<number> {
  const now = deps.clock();
  const until = new Date(now.getTime() + RESERVATION_REMINDER_MINUTES * 60_000);
  let sent = 0;
  for (const reservationId of await remindersDue(deps.db, now, until, batch)) {
    try {
      if (await remindReservation(deps, reservationId)) sent += 1;
    } catch (error) {
      deps.log.warn({ err: error, reservationId }, "a reservation reminder could not be sent");
    }
  }
  return sent;
}
