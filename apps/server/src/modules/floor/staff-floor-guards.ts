/**
 * What every staff floor call checks first (the caller's role was checked as the request arrived, STAFF_CALL_ROLES):
 * the booking or table is of the caller's own restaurant. A move takes the floor lock before it reads the booking, so two
 * hosts giving away one table run one after the other, and the second sees the table taken.
 */
import { type BookingStatus, canMoveBooking } from "@forkful/contracts/booking-states";
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { STAFF_FLOOR_REFUSALS } from "@forkful/contracts/staff-tables";
import type { Executor } from "../../db/client";
import { ConflictError, ForbiddenError, NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { type BookingRecord, findBooking, NO_SUCH_BOOKING, partyAtTable, refusedMove } from "../bookings/public";
import { lockFloor, type TableRow } from "../tables/public";

/** The booking a staff move acts on, locked with the caller's floor; 404 when there is none, 403 when it is elsewhere. */
export async function lockedStaffBooking(
  tx: Executor,
  reservationId: string,
  caller: StaffCaller,
): Promise<{ record: BookingRecord; floor: TableRow[] }> {
  const floor = await lockFloor(tx, caller.locationId);
  const record = await findBooking(tx, reservationId, { lock: true });
  if (!record) throw new NotFoundError(NO_SUCH_BOOKING);
  if (record.booking.locationId !== caller.locationId) throw new ForbiddenError(STAFF_FLOOR_REFUSALS.otherRestaurant);
  return { record, floor };
}

/** Refuses (409) a move the state machine does not allow, before anything else is looked at. */
export function assertMoveAllowed(record: BookingRecord, to: BookingStatus): void {
  if (!canMoveBooking(record.booking.status, to)) throw refusedMove(record.booking.status, to);
}

/** A party to give a table to; a walk-in not yet recorded has no id. */
export type PartyToSeat = Pick<BookingRecord["booking"], "guestCount" | "locationId"> & { id?: string };

/**
 * The table named for a party: of this floor (404), large enough (409) and free, or already held by this party (409
 * otherwise). Read under the floor lock, so the answer holds until the transaction ends.
 */
export async function tableForParty(tx: Executor, floor: TableRow[], tableId: string, party: PartyToSeat): Promise<TableRow> {
  const table = floor.find((t) => t.tableId.toUpperCase() === tableId.toUpperCase());
  if (!table) throw new NotFoundError(BOOKING_REFUSALS.noSuchTable);
  await assertTableFits(tx, table, party);
  return table;
}

/** A table can take the party: enough seats, and nobody else holds or sits at it. */
export async function assertTableFits(tx: Executor, table: TableRow, party: PartyToSeat): Promise<void> {
  if (table.seats < party.guestCount) throw new ConflictError(BOOKING_REFUSALS.tooSmall(table.seats, party.guestCount));
  const holder = await partyAtTable(tx, table.id);
  if (holder && holder.id !== party.id) throw new ConflictError(BOOKING_REFUSALS.tableNotFree);
}
