/**
 * Who a new check-in or reservation belongs to: the caller, or a new guest (as an order placed signed out makes one).
 * The same idempotency key always answers the same booking (waitlist's booking-answers.ts): a request that waited for
 * the floor lock while the same key booked learns it here.
 */
import type { BookingRequest } from "@forkful/contracts/bookings";
import type { Executor } from "../../db/client";
import { ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { findBookingByIdempotencyKey } from "./booking-reads";
import type { BookingsDeps } from "./bookings-deps";

export type BookingOwnerDeps = Pick<BookingsDeps, "guests">;

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

/** Thrown inside a booking's transaction when the same key booked while this request waited for the floor lock. */
export class BookedMeanwhile extends Error {}

/** Under the floor lock: the key is still unused, or BookedMeanwhile (the caller answers the other request's booking). */
export async function assertKeyStillNew(tx: Executor, idempotencyKey: string): Promise<void> {
  if (await findBookingByIdempotencyKey(tx, idempotencyKey)) throw new BookedMeanwhile();
}
