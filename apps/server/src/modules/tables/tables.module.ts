/**
 * Tables: the floor (sections and tables), the waitlist (check-ins) and reservations, both ends. One module because
 * check-ins and reservations are one entity with one state machine and share the spec's create, read and cancel calls.
 */
import type { AppModule } from "../../app-context";
import { guestSessions } from "../auth/public";
import { bookingRoutes } from "./booking.routes";
import { floorRoutes } from "./floor.routes";
import { reservationRoutes } from "./reservation.routes";
import { startReminderSweeper } from "./reservation-reminders";
import { staffFloorRoutes } from "./staff-floor.routes";
import { createTablesRepository } from "./tables.repository";
import type { TablesDeps } from "./tables-deps";
import { waitlistRoutes } from "./waitlist.routes";

export const tablesModule: AppModule = async (api, context) => {
  const deps: TablesDeps = {
    tables: createTablesRepository(context.db),
    clock: context.clock,
    sms: context.sms,
    guests: guestSessions(context),
    events: context.bookingEvents,
  };
  const reminders = startReminderSweeper({ ...deps, log: context.log }, context.config.RESERVATION_REMINDERS_SWEEP_MS);
  api.addHook("onClose", () => reminders.stop());
  await api.register(bookingRoutes, deps);
  await api.register(reservationRoutes, deps);
  await api.register(waitlistRoutes, deps);
  await api.register(floorRoutes, deps);
  await api.register(staffFloorRoutes, deps);
};
