/**
 * Reserving a table (POST /customer/reservations with reservationDate and reservationSlot). In one transaction under
 * the floor lock the slot is asked again and the smallest free table that fits is booked, so the last table of a slot
 * goes to exactly one of any number of diners asking at once; the others are told it was just taken.
 */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { BookingAnswer, BookingRequest } from "@forkful/contracts/bookings";
import { ConflictError } from "../../lib/domain-errors";
import { uniqueViolationOf } from "../../lib/unique-violation";
import type { Caller } from "../../plugins/caller";
import { tellTheParty } from "./booking-notices";
import { assertKeyStillNew, BookedMeanwhile, bookedBefore, bookingAnswer, bookingOwner } from "./booking-owner";
import { bookingRequestRow } from "./booking-request-row";
import type { BookingRecord, NewBookingRow } from "./booking-rows";
import { locationOrNotFound, tableForReservation } from "./reservation-book";
import type { TablesDeps } from "./tables-deps";

export async function reserveTable(deps: TablesDeps, request: BookingRequest, caller: Caller | null): Promise<BookingAnswer> {
  const earlier = await bookedBefore(deps, request, "reservation", caller);
  if (earlier) return earlier;
  const { tables } = deps;
  const location = await locationOrNotFound(deps, tables.db, request.locationId);
  if (location.reservationsOff) throw new ConflictError(BOOKING_REFUSALS.reservationsOff);
  const date = request.reservationDate!;
  const slot = request.reservationSlot!;
  const owner = await bookingOwner(deps, request, caller);
  let record: BookingRecord;
  try {
    record = await tables.transaction(async (tx) => {
      const ask = { date, slot, guestCount: request.guestCount, phone: request.phone };
      const { table, time } = await tableForReservation(deps, tx, location, ask);
      await assertKeyStillNew(deps, tx, request.idempotencyKey);
      const now = deps.clock();
      const values: NewBookingRow = {
        ...bookingRequestRow("reservation", request, owner.customerId, now),
        reservationDate: date,
        reservationSlot: slot,
        startsAt: time.startsAt,
        endsAt: time.endsAt,
        tableRef: table.id,
      };
      return { booking: await tables.insertBooking(tx, values), table, location };
    });
  } catch (error) {
    // The same key at the same moment: the one that lost (on the key, or on the table the other just took) answers
    // the booking the other made.
    if (error instanceof BookedMeanwhile || error instanceof ConflictError || uniqueViolationOf(error) !== null) {
      const winner = await bookedBefore(deps, request, "reservation", caller);
      if (winner) return winner;
    }
    throw error;
  }
  await deps.events.publish("lineMoved", { locationId: location.id, bookingId: record.booking.id });
  await tellTheParty(deps, "reservationBooked", record);
  return bookingAnswer(deps, tables.db, record, owner.newGuest);
}
