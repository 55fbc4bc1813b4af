/**
 * What the creator of a check-in or reservation gets back: the booking as it stands (a check-in with its place in
 * line), and a guest who made it signed out their session. The same idempotency key always answers the same booking,
 * so a retry, a double click or a reload never books twice.
 */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { BookingAnswer, BookingRequest } from "@forkful/contracts/bookings";
import type { Executor } from "../../db/client";
import { ConflictError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import {
  type BookingRecord,
  type BookingRow,
  findBooking,
  findBookingByIdempotencyKey,
  toBooking,
  type WaitlistProgress,
} from "../bookings/public";
import type { WaitlistDeps } from "./waitlist-deps";
import { waitlistProgress } from "./waitlist-progress";

/** The answer for a booking just made or found again: a guest who made it signed out gets their session. */
export async function bookingAnswer(
  deps: WaitlistDeps,
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
  deps: WaitlistDeps,
  request: Pick<BookingRequest, "idempotencyKey" | "locationId">,
  kind: BookingRow["kind"],
  caller: Caller | null,
): Promise<BookingAnswer | null> {
  const existing = await findBookingByIdempotencyKey(deps.db, request.idempotencyKey);
  if (!existing) return null;
  if (existing.kind !== kind || existing.locationId !== request.locationId)
    throw new ConflictError("This booking was already made with other details");
  const record = await findBooking(deps.db, existing.id);
  const owner = existing.customerId;
  if (!caller && owner && (await deps.guests.isUnverifiedGuest(owner))) return bookingAnswer(deps, deps.db, record!, true);
  assertOwner(owner, caller, BOOKING_REFUSALS.notYours);
  return bookingAnswer(deps, deps.db, record!, false);
}
