/**
 * Waitlist: the line at a restaurant, built on bookings (check-ins are bookings of kind "checkin"). Honest quoted waits
 * (a simulation of the floor), checking in, a party's live place in line, a ready party's answer and its release when
 * it does not come, and the host's view of the line. Every booking answered anywhere carries its place in line from
 * here (bookingWithProgress), so reservations and floor sit above it.
 */
import type { AppModule } from "../../app-context";
import { publicBaseUrl } from "../../config";
import { sweepEvery } from "../../lib/job-queue";
import { guestSessions } from "../auth/public";
import { RELEASE_CHECKINS_JOB, releaseDueCheckins } from "./released-checkins";
import { staffWaitlistRoutes } from "./staff-waitlist.routes";
import { waitlistRoutes } from "./waitlist.routes";
import type { WaitlistDeps } from "./waitlist-deps";

export const waitlistModule: AppModule = async (api, context) => {
  const { db, clock, sms, email, log, config, events } = context;
  const deps: WaitlistDeps = { db, clock, sms, email, log, events, publicUrl: publicBaseUrl(config), guests: guestSessions(context) };
  // Live place-in-line streams are bounded as order trackers are.
  await api.register(waitlistRoutes, { ...deps, trackers: context.trackers });
  await api.register(staffWaitlistRoutes, { ...deps, trackers: context.trackers });
  // Ready parties that did not answer in time are released.
  sweepEvery(context.jobs, RELEASE_CHECKINS_JOB, config.CHECKIN_RELEASE_SWEEP_MS, () => releaseDueCheckins(deps));
};
