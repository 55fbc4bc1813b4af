/**
 * POST /staff/bookings/{reservationId}/notify: the party's table is ready. It is Notified, must come to the host by
 * answerBy, and holds the table named (or its reservation's own) until then. The text goes out once, after the commit:
 * a second notify is a refused move.
 */

import { CHECKIN_ANSWER_MINUTES } from "@forkful/contracts/booking-rules";
import { BOOKING_SMS } from "@forkful/contracts/booking-texts";
import type { Booking } from "@forkful/contracts/bookings";
import { BOOKING_STAFF_ACTIONS } from "@forkful/contracts/staff-actions";
import type { StaffCaller } from "../../plugins/caller";
import { moveBookingTo, textTheParty } from "../bookings/public";
import { bookingWithProgress } from "../waitlist/public";
import { recordBookingMove } from "./booking-history";
import type { FloorDeps } from "./floor-deps";
import { assertMoveAllowed, assertTableFits, lockedStaffBooking, tableForParty } from "./staff-floor-guards";

export async function notifyParty(
  deps: FloorDeps,
  input: { reservationId: string; tableId?: string },
  caller: StaffCaller,
): Promise<Booking> {
  const notified = await deps.db.transaction(async (tx) => {
    const { record, floor } = await lockedStaffBooking(tx, input.reservationId, caller);
    assertMoveAllowed(record, "Notified");
    const table = input.tableId ? await tableForParty(tx, floor, input.tableId, record.booking) : record.table;
    if (table && !input.tableId) await assertTableFits(tx, table, record.booking);
    const now = deps.clock();
    const booking = await moveBookingTo(deps, tx, record, "Notified", {
      notifiedAt: now,
      answerBy: new Date(now.getTime() + CHECKIN_ANSWER_MINUTES * 60_000),
      tableRef: table?.id ?? null,
    });
    const detail = table ? { tableId: table.tableId } : {};
    await recordBookingMove(tx, caller, { bookingId: booking.id, action: BOOKING_STAFF_ACTIONS.notified, at: now, detail });
    return { ...record, booking, table };
  });
  await deps.events.publish("lineMoved", { locationId: caller.locationId, bookingId: input.reservationId });
  const { booking, location } = notified;
  if (booking.phone)
    await textTheParty(deps, {
      to: booking.phone,
      body: BOOKING_SMS.tableReady(booking.fullName, location.branchName, CHECKIN_ANSWER_MINUTES),
    });
  return bookingWithProgress(deps, deps.db, notified);
}
