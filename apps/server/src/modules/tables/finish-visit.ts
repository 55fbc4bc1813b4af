/**
 * POST /staff/bookings/{reservationId}/finish: the party has left. The visit is Completed and its table free again; the
 * time it sat there (seatedAt to finishedAt) is a turn time the waitlist's quotes learn from.
 */
import type { Booking } from "@forkful/contracts/bookings";
import type { StaffCaller } from "../../plugins/caller";
import { moveBookingTo } from "./booking-moves";
import { lockedStaffBooking, staffActor } from "./staff-floor-guards";
import type { TablesDeps } from "./tables-deps";
import { bookingWithProgress } from "./waitlist-progress";

export async function finishVisit(deps: TablesDeps, input: { reservationId: string }, caller: StaffCaller): Promise<Booking> {
  const finished = await deps.tables.transaction(async (tx) => {
    const { record } = await lockedStaffBooking(deps, tx, input.reservationId, caller);
    const booking = await moveBookingTo(deps, tx, record, "Completed", { finishedAt: deps.clock(), endedBy: staffActor(caller) });
    return { ...record, booking };
  });
  await deps.events.publish("lineMoved", { locationId: caller.locationId, bookingId: input.reservationId });
  return bookingWithProgress(deps, deps.tables.db, finished);
}
