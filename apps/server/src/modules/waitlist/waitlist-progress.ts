/**
 * Where a check-in stands in line now: its position (1 = next), the parties ahead and the honest wait, recomputed on
 * the floor as it is (see wait-estimate.ts). Only for a check-in still waiting (Active or Notified); null otherwise.
 */
import { isWaitingBooking } from "@forkful/contracts/booking-states";
import type { Booking } from "@forkful/contracts/bookings";
import type { Executor } from "../../db/client";
import { type BookingRecord, toBooking, type WaitlistProgress } from "../bookings/public";
import { roundedWait, seatingTimes } from "./wait-estimate";
import { type ReadSituation, readWaitSituation } from "./wait-situation";
import type { WaitlistDeps } from "./waitlist-deps";

/** Every waiting party's progress from one read of the floor (for lists of the whole line), by booking id. */
export function progressOfLine({ situation, line }: ReadSituation): Map<string, WaitlistProgress> {
  const times = seatingTimes(situation);
  return new Map(
    line.map((booking, index) => {
      const sitsAt = times[index];
      // No table seats this party alone: the host joins tables for it, so the quote it was given stands.
      const waitMinutes = sitsAt === null || sitsAt === undefined ? (booking.quotedWaitMinutes ?? 0) : roundedWait(situation.now, sitsAt);
      return [booking.id, { position: index + 1, partiesAhead: index, waitMinutes }];
    }),
  );
}

export async function waitlistProgress(
  deps: Pick<WaitlistDeps, "clock">,
  ex: Executor,
  record: BookingRecord,
): Promise<WaitlistProgress | null> {
  const { booking } = record;
  if (booking.kind !== "checkin" || !isWaitingBooking(booking.status)) return null;
  const read = await readWaitSituation(ex, booking.locationId, deps.clock());
  return progressOfLine(read).get(booking.id) ?? null;
}

/** The booking as it stands now: with its place in line while it waits. */
export async function bookingWithProgress(deps: Pick<WaitlistDeps, "clock">, ex: Executor, record: BookingRecord): Promise<Booking> {
  return toBooking(record, await waitlistProgress(deps, ex, record), deps.clock());
}
