/**
 * POST /staff/bookings/{reservationId}/seat: a waiting or notified party sits down at a table that is free, or that it
 * already holds. Seating holds the table until the visit is finished.
 */

import type { Booking } from "@forkful/contracts/bookings";
import { BOOKING_STAFF_ACTIONS } from "@forkful/contracts/staff-actions";
import type { StaffCaller } from "../../plugins/caller";
import { moveBookingTo } from "../bookings/public";
import { bookingWithProgress } from "../waitlist/public";
import { recordBookingMove } from "./booking-history";
import type { FloorDeps } from "./floor-deps";
import { assertMoveAllowed, lockedStaffBooking, tableForParty } from "./staff-floor-guards";

export async function seatParty(deps: FloorDeps, input: { reservationId: string; tableId: string }, caller: StaffCaller): Promise<Booking> {
  const seated = await deps.db.transaction(async (tx) => {
    const { record, floor } = await lockedStaffBooking(tx, input.reservationId, caller);
    assertMoveAllowed(record, "Seated");
    const table = await tableForParty(tx, floor, input.tableId, record.booking);
    const booking = await moveBookingTo(deps, tx, record, "Seated", { seatedAt: deps.clock(), tableRef: table.id });
    await recordBookingMove(tx, caller, {
      bookingId: booking.id,
      action: BOOKING_STAFF_ACTIONS.seated,
      at: deps.clock(),
      detail: { tableId: table.tableId },
    });
    return { ...record, booking, table };
  });
  await deps.events.publish("lineMoved", { locationId: caller.locationId, bookingId: input.reservationId });
  return bookingWithProgress(deps, deps.db, seated);
}
