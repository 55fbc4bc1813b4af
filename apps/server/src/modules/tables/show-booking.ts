/** POST /customer/reservationId/v2: a check-in or reservation, for its own diner only (401 signed out, 403 another's). */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { Booking } from "@forkful/contracts/bookings";
import { NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { toBooking } from "./booking-mapper";
import type { BookingRecord } from "./booking-rows";
import type { TablesDeps } from "./tables-deps";
import { waitlistProgress } from "./waitlist-progress";

export const NO_SUCH_BOOKING = "No such check-in or reservation";

/** The booking, refusing anyone but its diner. */
export async function ownBooking(deps: TablesDeps, reservationId: string, caller: Caller | null): Promise<BookingRecord> {
  const record = await deps.tables.findBooking(deps.tables.db, reservationId);
  if (!record) throw new NotFoundError(NO_SUCH_BOOKING);
  assertOwner(record.booking.customerId, caller, BOOKING_REFUSALS.notYours);
  return record;
}

export async function showBooking(deps: TablesDeps, reservationId: string, caller: Caller | null): Promise<Booking> {
  const record = await ownBooking(deps, reservationId, caller);
  return toBooking(record, await waitlistProgress(deps, deps.tables.db, record), deps.clock());
}
