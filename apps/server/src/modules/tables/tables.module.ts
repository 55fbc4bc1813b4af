/**
 * Tables: the floor (sections and tables), the waitlist (check-ins) and reservations, both ends. One module because
 * check-ins and reservations are one entity with one state machine and share the spec's create, read and cancel calls.
 */
import type { AppModule } from "../../app-context";
import { publicBaseUrl } from "../../config";
import { startPeriodicSweep } from "../../lib/periodic-sweep";
import { guestSessions } from "../auth/public";
import { bookingRoutes } from "./booking.routes";
import { carryGuestBookings } from "./carry-guest-bookings";
import { floorRoutes } from "./floor.routes";
import { releaseDueCheckins } from "./released-checkins";
import { renewTokenOfCancelledTab } from "./renew-table-token";
import { reservationRoutes } from "./reservation.routes";
import { startReminderSweeper } from "./reservation-reminders";
import { staffFloorRoutes } from "./staff-floor.routes";
import { staffWaitlistRoutes } from "./staff-waitlist.routes";
import { tableQrCodeRoutes } from "./table-qr-codes.routes";
import { createTablesRepository } from "./tables.repository";
import type { TablesDeps } from "./tables-deps";
import { waiterCallRoutes } from "./waiter-call.routes";
import { waitlistRoutes } from "./waitlist.routes";

export const tablesModule: AppModule = async (api, context) => {
  const deps: TablesDeps = {
    tables: createTablesRepository(context.db),
    clock: context.clock,
    sms: context.sms,
    email: context.email,
    publicUrl: publicBaseUrl(context.config),
    guests: guestSessions(context),
    events: context.events,
    log: context.log,
  };
  context.events.subscribe("numberProved", async (proved) => void (await carryGuestBookings(deps, proved)));
  context.events.subscribe("orderCancelled", ({ orderId }) => renewTokenOfCancelledTab(deps, orderId));
  const reminders = startReminderSweeper(deps, context.config.RESERVATION_REMINDERS_SWEEP_MS);
  api.addHook("onClose", () => reminders.stop());
  await api.register(bookingRoutes, deps);
  await api.register(reservationRoutes, deps);
  // Live place-in-line streams are bounded as order trackers are.
  const trackers = { perClient: context.config.ORDER_TRACKERS_PER_CLIENT, total: context.config.ORDER_TRACKERS_TOTAL };
  await api.register(waitlistRoutes, { ...deps, trackers });
  await api.register(floorRoutes, deps);
  await api.register(staffFloorRoutes, deps);
  await api.register(staffWaitlistRoutes, { ...deps, trackers });
  await api.register(tableQrCodeRoutes, deps);
  await api.register(waiterCallRoutes, { ...deps, trackers });
  const releases = startPeriodicSweep(
    () => releaseDueCheckins(deps),
    context.config.CHECKIN_RELEASE_SWEEP_MS,
    (error) => context.log.warn({ err: error }, "the ready check-in release sweep failed"),
  );
  api.addHook("onClose", () => releases.stop());
};
