/**
 * Every change of a booking's status goes through here: the state machine of contracts decides, and the update is
 * conditional on the status read, so a move raced by another (a host, the diner, the sweeper) is refused, not doubled.
 */
import { type BookingStatus, canMoveBooking } from "@forkful/contracts/booking-states";
import { BOOKING_MOVE_WORDS, BOOKING_REFUSALS, BOOKING_STATUS_WORDS } from "@forkful/contracts/booking-texts";
import { ConflictError } from "../../lib/domain-errors";
import type { BookingPatch, BookingRecord, BookingRow, Executor } from "./booking-rows";
import { moveBooking } from "./booking-writes";
import type { BookingsDeps } from "./bookings-deps";

export const refusedMove = (from: BookingStatus, to: BookingStatus) =>
  new ConflictError(BOOKING_REFUSALS.cannotMove(BOOKING_STATUS_WORDS[from], BOOKING_MOVE_WORDS[to]));

/** The booking moved to `to` with `patch`, or a 409 that changed nothing. */
export async function moveBookingTo(
  deps: Pick<BookingsDeps, "db" | "clock">,
  tx: Executor,
  record: BookingRecord,
  to: BookingStatus,
  patch: BookingPatch = {},
): Promise<BookingRow> {
  const from = record.booking.status;
  if (!canMoveBooking(from, to)) throw refusedMove(from, to);
  const moved = await moveBooking(tx, record.booking.id, [from], { ...patch, status: to, updatedAt: deps.clock() });
  if (!moved) throw new ConflictError("This booking changed a moment ago. Please look again");
  return moved;
}
