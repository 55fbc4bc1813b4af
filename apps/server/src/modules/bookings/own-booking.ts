/** A booking for its own diner only: 404 when there is none, 401 signed out, 403 another's. */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { Executor } from "../../db/client";
import { NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { findBooking } from "./booking-reads";
import type { BookingRecord } from "./booking-rows";

export const NO_SUCH_BOOKING = "No such check-in or reservation";

/** The booking, refusing anyone but its diner. */
export async function ownBooking(executor: Executor, reservationId: string, caller: Caller | null): Promise<BookingRecord> {
  const record = await findBooking(executor, reservationId);
  if (!record) throw new NotFoundError(NO_SUCH_BOOKING);
  assertOwner(record.booking.customerId, caller, BOOKING_REFUSALS.notYours);
  return record;
}
