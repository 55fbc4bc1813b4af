/**
 * A booking's history at the host stand (issue 26): each staff move (notify, seat, finish, no-show, cancel, walk-in) is
 * recorded with who and when in the transaction of the move, and GET /staff/bookings/{reservationId}/history reads them.
 */
import { STAFF_ACTION_SUBJECTS } from "@forkful/contracts/staff-actions";
import { STAFF_FLOOR_REFUSALS } from "@forkful/contracts/staff-tables";
import type { StaffAction } from "@forkful/contracts/staff-team";
import type { Executor } from "../../db/client";
import { ForbiddenError, NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { findBooking, NO_SUCH_BOOKING } from "../bookings/public";
import { recordStaffAction, staffActionsOn } from "../staff/public";
import type { FloorDeps } from "./floor-deps";

/** Records a host's move of a booking, in the move's transaction. */
export function recordBookingMove(
  tx: Executor,
  caller: StaffCaller,
  move: { bookingId: string; action: string; at: Date; detail?: Record<string, unknown> },
): Promise<void> {
  return recordStaffAction(tx, {
    actor: caller,
    action: move.action,
    subjectType: STAFF_ACTION_SUBJECTS.booking,
    subjectId: move.bookingId,
    at: move.at,
    ...(move.detail ? { detail: move.detail } : {}),
  });
}

/** The booking's recorded staff moves, newest first; 404 when there is none, 403 when it is another restaurant's. */
export async function bookingHistory(
  deps: FloorDeps,
  input: { reservationId: string },
  caller: StaffCaller,
): Promise<{ actions: StaffAction[] }> {
  const record = await findBooking(deps.db, input.reservationId);
  if (!record) throw new NotFoundError(NO_SUCH_BOOKING);
  if (record.booking.locationId !== caller.locationId) throw new ForbiddenError(STAFF_FLOOR_REFUSALS.otherRestaurant);
  const actions = await staffActionsOn(deps.db, {
    locationId: caller.locationId,
    subjectType: STAFF_ACTION_SUBJECTS.booking,
    subjectId: record.booking.id,
  });
  return { actions };
}
