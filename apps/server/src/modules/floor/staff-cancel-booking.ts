/**
 * POST /staff/bookings/{reservationId}/cancel: the host cancels a waiting or notified booking, with a reason. A party
 * that booked online is told, with the link to its booking (a walk-in has no page of its own to open).
 */

import type { Booking } from "@forkful/contracts/bookings";
import { BOOKING_STAFF_ACTIONS } from "@forkful/contracts/staff-actions";
import type { StaffCaller } from "../../plugins/caller";
import { moveBookingTo, tellTheParty } from "../bookings/public";
import { staffActor } from "../tables/public";
import { bookingWithProgress } from "../waitlist/public";
import { recordBookingMove } from "./booking-history";
import type { FloorDeps } from "./floor-deps";
import { lockedStaffBooking } from "./staff-floor-guards";

export async function staffCancelBooking(
  deps: FloorDeps,
  input: { reservationId: string; cancelReason: string },
  caller: StaffCaller,
): Promise<Booking> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const { record } = await lockedStaffBooking(tx, input.reservationId, caller);
    const booking = await moveBookingTo(deps, tx, record, "Cancelled", {
      cancelledAt: deps.clock(),
      cancelReason: input.cancelReason,
      endedBy: staffActor(caller),
      // As a diner's cancel: a reservation keeps its table for the record, a check-in's hold is let go.
      ...(record.booking.kind === "checkin" ? { tableRef: null } : {}),
    });
    const detail = { cancelReason: input.cancelReason };
    await recordBookingMove(tx, caller, { bookingId: booking.id, action: BOOKING_STAFF_ACTIONS.cancelled, at: deps.clock(), detail });
    return { ...record, booking, table: booking.tableRef ? record.table : null };
  });
  await deps.events.publish("lineMoved", { locationId: caller.locationId, bookingId: input.reservationId });
  if (cancelled.booking.channelName === "ONLINE") await tellTheParty(deps, "cancelled", cancelled);
  return bookingWithProgress(deps, deps.db, cancelled);
}
