/**
 * POST /staff/bookings/{reservationId}/no-show: the party did not come. A check-in may be marked so at any time; a
 * reservation only once NO_SHOW_GRACE_MINUTES have passed since its start.
 */

import { NO_SHOW_GRACE_MINUTES } from "@forkful/contracts/booking-rules";
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { Booking } from "@forkful/contracts/bookings";
import { BOOKING_STAFF_ACTIONS } from "@forkful/contracts/staff-actions";
import { ConflictError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { type BookingRow, moveBookingTo } from "../bookings/public";
import { staffActor } from "../tables/public";
import { bookingWithProgress } from "../waitlist/public";
import { recordBookingMove } from "./booking-history";
import type { FloorDeps } from "./floor-deps";
import { assertMoveAllowed, lockedStaffBooking } from "./staff-floor-guards";

/** Whether a booking may be called a no-show at `now`. */
export const noShowDue = (booking: Pick<BookingRow, "kind" | "startsAt">, now: Date): boolean =>
  booking.kind === "checkin" || !booking.startsAt || now.getTime() >= booking.startsAt.getTime() + NO_SHOW_GRACE_MINUTES * 60_000;

export async function markNoShow(deps: FloorDeps, input: { reservationId: string }, caller: StaffCaller): Promise<Booking> {
  const marked = await deps.db.transaction(async (tx) => {
    const { record } = await lockedStaffBooking(tx, input.reservationId, caller);
    assertMoveAllowed(record, "NoShow");
    if (!noShowDue(record.booking, deps.clock())) throw new ConflictError(BOOKING_REFUSALS.noShowTooEarly);
    const booking = await moveBookingTo(deps, tx, record, "NoShow", {
      endedBy: staffActor(caller),
      // A reservation keeps its table for the record; a check-in's hold is let go (as a diner's cancel does).
      ...(record.booking.kind === "checkin" ? { tableRef: null } : {}),
    });
    await recordBookingMove(tx, caller, { bookingId: booking.id, action: BOOKING_STAFF_ACTIONS.noShow, at: deps.clock() });
    return { ...record, booking, table: booking.tableRef ? record.table : null };
  });
  await deps.events.publish("lineMoved", { locationId: caller.locationId, bookingId: input.reservationId });
  return bookingWithProgress(deps, deps.db, marked);
}
