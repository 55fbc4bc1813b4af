/**
 * Where a check-in stands in line now: its position (1 = next), the parties ahead and the honest wait, recomputed on
 * the floor as it is (see wait-estimate.ts). Only for a check-in still waiting (Active or Notified); null otherwise.
 */
import { isWaitingBooking } from "@forkful/contracts/booking-states";
import type { Booking } from "@forkful/contracts/bookings";
import { toBooking, type WaitlistProgress } from "./booking-mapper";
import type { BookingRecord, Executor } from "./booking-rows";
import type { TablesDeps } from "./tables-deps";
import { roundedWait, seatingTimes } from "./wait-estimate";
import { type ReadSituation, readWaitSituation } from "./wait-situation";

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

export async function waitlistProgress(deps: TablesDeps, ex: Executor, record: BookingRecord): Promise<WaitlistProgress | null> {
  const { booking } = record;
  if (booking.kind !== "checkin" || !isWaitingBooking(booking.status)) return null;
  const read = await readWaitSituation(deps, ex, booking.locationId, deps.clock());
  return progressOfLine(read).get(booking.id) ?? null;
}

/** The booking as it stands now: with its place in line while it waits. */
export async function bookingWithProgress(deps: TablesDeps, ex: Executor, record: BookingRecord): Promise<Booking> {
  return toBooking(record, await waitlistProgress(deps, ex, record), deps.clock());
}
