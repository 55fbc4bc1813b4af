/**
 * POST /staff/bookings/{reservationId}/seat: a waiting or notified party sits down at a table that is free, or that it
 * already holds. Seating holds the table until the visit is finished.
 */
import type { Booking } from "@forkful/contracts/bookings";
import type { StaffCaller } from "../../plugins/caller";
import { moveBookingTo } from "./booking-moves";
import { assertMoveAllowed, lockedStaffBooking, tableForParty } from "./staff-floor-guards";
import type { TablesDeps } from "./tables-deps";
import { bookingWithProgress } from "./waitlist-progress";

export async function seatParty(
  deps: TablesDeps,
  input: { reservationId: string; tableId: string },
  caller: StaffCaller,
): Promise<Booking> {
  const seated = await deps.tables.transaction(async (tx) => {
    const { record, floor } = await lockedStaffBooking(deps, tx, input.reservationId, caller);
    assertMoveAllowed(record, "Seated");
    const table = await tableForParty(deps, tx, floor, input.tableId, record.booking);
    const booking = await moveBookingTo(deps, tx, record, "Seated", { seatedAt: deps.clock(), tableRef: table.id });
    return { ...record, booking, table };
  });
  await deps.events.publish("lineMoved", { locationId: caller.locationId, bookingId: input.reservationId });
  return bookingWithProgress(deps, deps.tables.db, seated);
}
