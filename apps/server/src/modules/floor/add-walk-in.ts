/**
 * POST /staff/walk-ins: a party at the host stand. Without a table it joins the line (a HOST check-in, quoted the
 * honest wait now); with one it is seated there at once, under the floor lock like any other seating.
 */

import type { Booking } from "@forkful/contracts/bookings";
import { BOOKING_STAFF_ACTIONS } from "@forkful/contracts/staff-actions";
import type { StaffWalkIn } from "@forkful/contracts/staff-tables";
import type { Executor } from "../../db/client";
import type { StaffCaller } from "../../plugins/caller";
import { findBooking, insertBooking, type NewBookingRow } from "../bookings/public";
import { lockFloor } from "../tables/public";
import { bookingWithProgress, quoteWait, readWaitSituation } from "../waitlist/public";
import { recordBookingMove } from "./booking-history";
import type { FloorDeps } from "./floor-deps";
import { tableForParty } from "./staff-floor-guards";

function walkInRow(input: StaffWalkIn, locationId: number, now: Date): NewBookingRow {
  return {
    kind: "checkin",
    locationId,
    customerId: null,
    status: "Active",
    fullName: input.fullName,
    phone: input.phone ?? null,
    guestCount: input.guestCount,
    channelName: "HOST",
    createdAt: now,
    updatedAt: now,
  };
}

async function seatWalkIn(deps: FloorDeps, tx: Executor, input: StaffWalkIn & { tableId: string }, caller: StaffCaller) {
  const floor = await lockFloor(tx, caller.locationId);
  const now = deps.clock();
  const row = walkInRow(input, caller.locationId, now);
  const table = await tableForParty(tx, floor, input.tableId, { guestCount: input.guestCount, locationId: caller.locationId });
  return insertBooking(tx, { ...row, status: "Seated", seatedAt: now, tableRef: table.id });
}

/** Joins the end of the line, quoted the wait it faces now (as an online check-in is, from one read of the floor). */
async function queueWalkIn(deps: FloorDeps, tx: Executor, input: StaffWalkIn, caller: StaffCaller) {
  const now = deps.clock();
  const { situation } = await readWaitSituation(tx, caller.locationId, now);
  // No table seats the party alone: the host joins tables for it, and quotes it no wait of its own.
  const quotedWaitMinutes = quoteWait(situation, input.guestCount) ?? 0;
  return insertBooking(tx, { ...walkInRow(input, caller.locationId, now), quotedWaitMinutes });
}

export async function addWalkIn(deps: FloorDeps, input: StaffWalkIn, caller: StaffCaller): Promise<Booking> {
  const { tableId } = input;
  const booking = await deps.db.transaction(async (tx) => {
    const added = tableId ? await seatWalkIn(deps, tx, { ...input, tableId }, caller) : await queueWalkIn(deps, tx, input, caller);
    const detail = { guestCount: added.guestCount, ...(tableId ? { tableId } : {}) };
    await recordBookingMove(tx, caller, { bookingId: added.id, action: BOOKING_STAFF_ACTIONS.walkIn, at: deps.clock(), detail });
    return added;
  });
  await deps.events.publish("lineMoved", { locationId: caller.locationId, bookingId: booking.id });
  const record = await findBooking(deps.db, booking.id);
  return bookingWithProgress(deps, deps.db, record!);
}
