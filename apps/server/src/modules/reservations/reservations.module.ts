/**
 * Reservations: the book, built on bookings (reservations are bookings of kind "reservation"): a day's slots, reserving
 * and changing a table under the floor lock, and reminders. It also holds the calls a check-in and a reservation share
 * (spec §7 names both reservations: make one, read it, cancel it, a ready party's answer), using waitlist for check-ins
 * and for the place in line every answer carries.
 */
import type { AppModule } from "../../app-context";
import { publicBaseUrl } from "../../config";
import { sweepEvery } from "../../lib/job-queue";
import { guestSessions } from "../auth/public";
import { bookingRoutes } from "./booking.routes";
import { reservationRoutes } from "./reservation.routes";
import { SEND_REMINDERS_JOB, sendDueReminders } from "./reservation-reminders";
import type { ReservationsDeps } from "./reservations-deps";

export const reservationsModule: AppModule = async (api, context) => {
  const { db, clock, sms, email, log, config, events } = context;
  const deps: ReservationsDeps = { db, clock, sms, email, log, events, publicUrl: publicBaseUrl(config), guests: guestSessions(context) };
  sweepEvery(context.jobs, SEND_REMINDERS_JOB, config.RESERVATION_REMINDERS_SWEEP_MS, () => sendDueReminders(deps));
  await api.register(bookingRoutes, deps);
  await api.register(reservationRoutes, deps);
};
