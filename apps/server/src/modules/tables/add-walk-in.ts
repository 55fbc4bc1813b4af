/**
 * POST /staff/walk-ins: a party at the host stand. Without a table it joins the line (a HOST check-in, quoted the
 * honest wait now); with one it is seated there at once, under the floor lock like any other seating.
 */
import type { Booking } from "@forkful/contracts/bookings";
import type { StaffWalkIn } from "@forkful/contracts/staff-tables";
import type { StaffCaller } from "../../plugins/caller";
import type { Executor, NewBookingRow } from "./booking-rows";
import { assertRunsTheFloor, staffView, tableForParty } from "./staff-floor-guards";
import type { TablesDeps } from "./tables-deps";
import { waitlistProgress } from "./waitlist-progress";

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

async function seatWalkIn(deps: TablesDeps, tx: Executor, input: StaffWalkIn & { tableId: string }, caller: StaffCaller) {
  const floor = await deps.tables.lockFloor(tx, caller.locationId);
  const now = deps.clock();
  const row = walkInRow(input, caller.locationId, now);
  const table = await tableForParty(deps, tx, floor, input.tableId, { guestCount: input.guestCount, locationId: caller.locationId });
  return deps.tables.insertBooking(tx, { ...row, status: "Seated", seatedAt: now, tableRef: table.id });
}

/** Joins the line, then records the wait the host quotes the party. */
async function queueWalkIn(deps: TablesDeps, tx: Executor, input: StaffWalkIn, caller: StaffCaller) {
  const booking = await deps.tables.insertBooking(tx, walkInRow(input, caller.locationId, deps.clock()));
  const record = await deps.tables.findBooking(tx, booking.id);
  const progress = record && (await waitlistProgress(deps, tx, record));
  if (!progress) return booking;
  return (await deps.tables.moveBooking(tx, booking.id, ["Active"], { quotedWaitMinutes: progress.waitMinutes })) ?? booking;
}

export async function addWalkIn(deps: TablesDeps, input: StaffWalkIn, caller: StaffCaller): Promise<Booking> {
  assertRunsTheFloor(caller);
  const { tableId } = input;
  const booking = await deps.tables.transaction((tx) =>
    tableId ? seatWalkIn(deps, tx, { ...input, tableId }, caller) : queueWalkIn(deps, tx, input, caller),
  );
  await deps.events.publish(caller.locationId);
  const record = await deps.tables.findBooking(deps.tables.db, booking.id);
  return staffView(deps, deps.tables.db, record!);
}
