/**
 * Reserving a table (POST /customer/reservations with reservationDate and reservationSlot). In one transaction under
 * the floor lock the slot is asked again and the smallest free table that fits is booked, so the last table of a slot
 * goes to exactly one of any number of diners asking at once; the others are told it was just taken.
 */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { BookingAnswer, BookingRequest } from "@forkful/contracts/bookings";
import { isRefusal, type RefusalCode } from "@forkful/contracts/refusals";
import { ConflictError, refusalCodeOf } from "../../lib/domain-errors";
import { uniqueViolationOf } from "../../lib/unique-violation";
import type { Caller } from "../../plugins/caller";
import {
  assertKeyStillNew,
  BookedMeanwhile,
  type BookingRecord,
  bookingOwner,
  bookingRequestRow,
  insertBooking,
  type NewBookingRow,
  tellTheParty,
} from "../bookings/public";
import { assertServiceOn } from "../merchants/public";
import { liveLocation } from "../tables/public";
import { bookedBefore, bookingAnswer } from "../waitlist/public";
import { tableForReservation } from "./reservation-book";
import type { ReservationsDeps } from "./reservations-deps";

/** The refusals of a booking that lost a race to another with its key (for the table, or the phone's one booking a day). */
const LOST_RACE_REFUSALS: RefusalCode[] = ["SLOT_TAKEN", "ONE_RESERVATION_PER_DAY"];

export async function reserveTable(deps: ReservationsDeps, request: BookingRequest, caller: Caller | null): Promise<BookingAnswer> {
  const earlier = await bookedBefore(deps, request, "reservation", caller);
  if (earlier) return earlier;
  const location = await liveLocation(deps.db, request.locationId);
  if (location.reservationsOff) throw new ConflictError(BOOKING_REFUSALS.reservationsOff);
  await assertServiceOn(deps.db, { location, service: "reservations", now: deps.clock() });
  const date = request.reservationDate!;
  const slot = request.reservationSlot!;
  const owner = await bookingOwner(deps, request, caller);
  let record: BookingRecord;
  try {
    record = await deps.db.transaction(async (tx) => {
      const ask = { date, slot, guestCount: request.guestCount, phone: request.phone };
      const { table, time } = await tableForReservation(deps, tx, location, ask);
      await assertKeyStillNew(tx, request.idempotencyKey);
      const now = deps.clock();
      const values: NewBookingRow = {
        ...bookingRequestRow("reservation", request, owner.customerId, now),
        reservationDate: date,
        reservationSlot: slot,
        startsAt: time.startsAt,
        endsAt: time.endsAt,
        tableRef: table.id,
      };
      return { booking: await insertBooking(tx, values), table, location };
    });
  } catch (error) {
    // The same key at the same moment: the one that lost (on the key, or on the table the other just took) answers
    // the booking the other made.
    if (error instanceof BookedMeanwhile || isRefusal(refusalCodeOf(error), ...LOST_RACE_REFUSALS) || uniqueViolationOf(error) !== null) {
      const winner = await bookedBefore(deps, request, "reservation", caller);
      if (winner) return winner;
    }
    throw error;
  }
  await deps.events.publish("lineMoved", { locationId: location.id, bookingId: record.booking.id });
  await tellTheParty(deps, "reservationBooked", record);
  return bookingAnswer(deps, deps.db, record, owner.newGuest);
}
