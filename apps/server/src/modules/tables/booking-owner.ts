/**
 * Who a new check-in or reservation belongs to, and what its creator gets back. A signed-out diner becomes a new guest
 * (as an order placed signed out does) and is answered with that guest's session; the same idempotency key always
 * answers the same booking, so a retry, a double click or a reload never books twice.
 */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { BookingAnswer, BookingRequest } from "@forkful/contracts/bookings";
import { ConflictError, ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { toBooking, type WaitlistProgress } from "./booking-mapper";
import type { BookingRecord, BookingRow, Executor } from "./booking-rows";
import type { TablesDeps } from "./tables-deps";
import { waitlistProgress } from "./waitlist-progress";

export type BookingOwnerDeps = Pick<TablesDeps, "tables" | "guests" | "clock">;

/** The customer a new booking is for: the caller, or a new guest; a customerId that is not the caller's is refused. */
export async function bookingOwner(
  deps: BookingOwnerDeps,
  request: Pick<BookingRequest, "customerId" | "fullName">,
  caller: Caller | null,
): Promise<{ customerId: string; newGuest: boolean }> {
  if (request.customerId && !caller) throw new UnauthorizedError();
  if (caller) {
    if (request.customerId && request.customerId !== caller.customerId) throw new ForbiddenError("You can only book for your own account");
    return { customerId: caller.customerId, newGuest: false };
  }
  return { customerId: await deps.guests.newGuest(request.fullName), newGuest: true };
}

/** The answer for a booking just made or found again: a guest who made it signed out gets their session. */
export async function bookingAnswer(
  deps: TablesDeps,
  ex: Executor,
  record: BookingRecord,
  withGuestSession: boolean,
  /** Where a check-in just made stands, when its maker already knows (it was quoted from the same read). */
  known?: WaitlistProgress,
): Promise<BookingAnswer> {
  const booking = toBooking(record, known ?? (await waitlistProgress(deps, ex, record)), deps.clock());
  const owner = record.booking.customerId;
  if (!withGuestSession || !owner) return { id: booking.reservationId, booking };
  return { id: booking.reservationId, booking, guestSession: { ...(await deps.guests.open(owner)), customerId: owner } };
}

/**
 * The booking an idempotency key already made, answered again; null when the key is new. The key is the creator's:
 * a signed-out retry of a guest's booking gets the guest's session again, anyone else must own it.
 */
export async function bookedBefore(
  deps: TablesDeps,
  request: Pick<BookingRequest, "idempotencyKey" | "locationId">,
  kind: BookingRow["kind"],
  caller: Caller | null,
): Promise<BookingAnswer | null> {
  const existing = await deps.tables.findBookingByIdempotencyKey(deps.tables.db, request.idempotencyKey);
  if (!existing) return null;
  if (existing.kind !== kind || existing.locationId !== request.locationId)
    throw new ConflictError("This booking was already made with other details");
  const record = await deps.tables.findBooking(deps.tables.db, existing.id);
  const owner = existing.customerId;
  if (!caller && owner && (await deps.guests.isUnverifiedGuest(owner))) return bookingAnswer(deps, deps.tables.db, record!, true);
  assertOwner(owner, caller, BOOKING_REFUSALS.notYours);
  return bookingAnswer(deps, deps.tables.db, record!, false);
}

/** Thrown inside a booking's transaction when the same key booked while this request waited for the floor lock. */
export class BookedMeanwhile extends Error {}

/** Under the floor lock: the key is still unused, or BookedMeanwhile (the caller answers the other request's booking). */
export async function assertKeyStillNew(deps: Pick<TablesDeps, "tables">, tx: Executor, idempotencyKey: string): Promise<void> {
  if (await deps.tables.findBookingByIdempotencyKey(tx, idempotencyKey)) throw new BookedMeanwhile();
}
