/**
 * POST /staff/bookings/{reservationId}/finish: the party has left. The visit is Completed and its table free again; the
 * time it sat there (seatedAt to finishedAt) is a turn time the waitlist's quotes learn from.
 */

import type { Booking } from "@forkful/contracts/bookings";
import { BOOKING_STAFF_ACTIONS } from "@forkful/contracts/staff-actions";
import type { StaffCaller } from "../../plugins/caller";
import { moveBookingTo } from "../bookings/public";
import { staffActor } from "../tables/public";
import { bookingWithProgress } from "../waitlist/public";
import { recordBookingMove } from "./booking-history";
import type { FloorDeps } from "./floor-deps";
import { lockedStaffBooking } from "./staff-floor-guards";

export async function finishVisit(deps: FloorDeps, input: { reservationId: string }, caller: StaffCaller): Promise<Booking> {
  const finished = await deps.db.transaction(async (tx) => {
    const { record } = await lockedStaffBooking(tx, input.reservationId, caller);
    const booking = await moveBookingTo(deps, tx, record, "Completed", { finishedAt: deps.clock(), endedBy: staffActor(caller) });
    await recordBookingMove(tx, caller, { bookingId: booking.id, action: BOOKING_STAFF_ACTIONS.finished, at: deps.clock() });
    return { ...record, booking };
  });
  await deps.events.publish("lineMoved", { locationId: caller.locationId, bookingId: input.reservationId });
  return bookingWithProgress(deps, deps.db, finished);
}
