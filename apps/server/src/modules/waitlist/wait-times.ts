/**
 * POST /merchants/v2/locations/wait-times: the wait quoted now for each party-size band (bands no table seats are
 * left out), how many parties wait, and whether online check-in is open — with the reason when it is not.
 */
import { WAIT_TIME_BANDS } from "@forkful/contracts/booking-rules";
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { WaitTimes } from "@forkful/contracts/floor";
import { type LocationForBookings, openingState } from "../merchants/public";
import { liveLocation } from "../tables/public";
import { quoteWait } from "./wait-estimate";
import { type ReadSituation, readWaitSituation } from "./wait-situation";
import type { WaitlistDeps } from "./waitlist-deps";

/** The party size whose quote decides whether the wait is too long to check in online. */
const TYPICAL_PARTY = 2;

/** Why the restaurant is not taking check-ins at all now (closed), or null. */
export function closedForCheckins(location: LocationForBookings, now: Date): string | null {
  if (!location.onlineCheckin) return BOOKING_REFUSALS.checkinClosed;
  return openingState(location.workingHours, location.timeZone, now).open ? null : BOOKING_REFUSALS.checkinClosed;
}

/** Why a party may not join the line online now (closed, the line full, the wait too long), or null. */
export function lineRefusal(location: LocationForBookings, { situation, line }: ReadSituation): string | null {
  const closed = closedForCheckins(location, situation.now);
  if (closed) return closed;
  if (line.length >= location.maxOnlineCheckin) return BOOKING_REFUSALS.checkinFull;
  const typical = quoteWait(situation, TYPICAL_PARTY);
  if (typical !== null && typical > location.maxCheckinWaitThreshold) return BOOKING_REFUSALS.waitTooLong(location.maxCheckinWaitThreshold);
  return null;
}

export async function waitTimes(deps: Pick<WaitlistDeps, "db" | "clock">, locationId: number): Promise<WaitTimes> {
  const ex = deps.db;
  const location = await liveLocation(ex, locationId);
  const now = deps.clock();
  const read = await readWaitSituation(ex, locationId, now);
  const largestTable = Math.max(0, ...read.situation.tables.map((table) => table.seats));
  const waits = WAIT_TIME_BANDS.filter((band) => band.minGuests <= largestTable).flatMap((band) => {
    // The band's largest party that a table seats: the honest quote for anyone in the band.
    const waitMinutes = quoteWait(read.situation, Math.min(band.maxGuests, largestTable));
    return waitMinutes === null ? [] : [{ minGuests: band.minGuests, maxGuests: band.maxGuests, waitMinutes }];
  });
  const reason = lineRefusal(location, read);
  return {
    locationId,
    open: reason === null,
    reason,
    partiesWaiting: read.line.length,
    waitTimes: waits,
    recentVisits: read.recentVisits,
    updatedAt: now.toISOString(),
  };
}
