/**
 * POST /merchants/{locationId}/reservations: the diner moves their reservation to another day, time or party size.
 * Same rules as reserving, under the same floor lock; the reservation keeps its id and its old table is free for
 * others at once. Only a reservation still booked (Active) for a time ahead can change; its reminder is due again.
 */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { Booking } from "@forkful/contracts/bookings";
import { BadRequestError, ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { type BookingRecord, findBooking, moveBooking, ownBooking, tellTheParty, toBooking } from "../bookings/public";
import { tableForReservation } from "./reservation-book";
import type { ReservationsDeps } from "./reservations-deps";

export interface ChangeReservationInput {
  locationId: number;
  reservationId: string;
  reservationDate: string;
  reservationSlot: string;
  guestCount: number;
}

const stillChangeable = ({ booking }: BookingRecord, now: Date) =>
  booking.kind === "reservation" && booking.status === "Active" && !!booking.startsAt && booking.startsAt.getTime() > now.getTime();

/** The reservation already is what is asked: the same change sent again (a retry, a double click). */
const alreadyAsAsked = ({ booking }: BookingRecord, input: ChangeReservationInput) =>
  booking.reservationDate === input.reservationDate &&
  booking.reservationSlot === input.reservationSlot &&
  booking.guestCount === input.guestCount;

export async function changeReservation(deps: ReservationsDeps, input: ChangeReservationInput, caller: Caller | null): Promise<Booking> {
  const owned = await ownBooking(deps.db, input.reservationId, caller);
  if (owned.booking.locationId !== input.locationId) throw new BadRequestError(BOOKING_REFUSALS.atAnotherRestaurant);
  if (!stillChangeable(owned, deps.clock())) throw new ConflictError(BOOKING_REFUSALS.cannotChange);
  // Answered as it stands: nothing moves, and the party is not told twice.
  if (alreadyAsAsked(owned, input)) return toBooking(owned, null, deps.clock());
  const { record, moved } = await deps.db.transaction(async (tx) => {
    const ask = {
      date: input.reservationDate,
      slot: input.reservationSlot,
      guestCount: input.guestCount,
      phone: owned.booking.phone,
      except: input.reservationId,
    };
    const { table, time } = await tableForReservation(deps, tx, owned.location, ask);
    // Read again under the floor lock: a cancel or a host may have moved it since.
    const current = await findBooking(tx, input.reservationId, { lock: true });
    if (!current || !stillChangeable(current, deps.clock())) throw new ConflictError(BOOKING_REFUSALS.cannotChange);
    if (alreadyAsAsked(current, input)) return { record: current, moved: false };
    const changed = await moveBooking(tx, input.reservationId, ["Active"], {
      guestCount: input.guestCount,
      reservationDate: input.reservationDate,
      reservationSlot: input.reservationSlot,
      startsAt: time.startsAt,
      endsAt: time.endsAt,
      tableRef: table.id,
      remindedAt: null,
      updatedAt: deps.clock(),
    });
    if (!changed) throw new ConflictError(BOOKING_REFUSALS.cannotChange);
    return { record: { ...current, booking: changed, table }, moved: true };
  });
  if (moved) {
    await deps.events.publish("lineMoved", { locationId: record.booking.locationId, bookingId: record.booking.id });
    await tellTheParty(deps, "reservationChanged", record);
  }
  return toBooking(record, null, deps.clock());
}
