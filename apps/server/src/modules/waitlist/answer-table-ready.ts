/**
 * POST /customer/reservations/{reservationId}/answer: a party told its table is ready answers "On my way" or "Need more
 * time" (PARTY_MORE_TIME_MINUTES more to come, once), and the host reads it on the waitlist. Only the booking's own
 * diner, only while its table is ready (409 otherwise). The same answer sent again is answered as it stands.
 */
import { PARTY_MORE_TIME_MINUTES } from "@forkful/contracts/booking-rules";
import type { PartyAnswer } from "@forkful/contracts/booking-states";
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { Booking } from "@forkful/contracts/bookings";
import { ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { type BookingPatch, type BookingRecord, findBooking, moveBooking, ownBooking } from "../bookings/public";
import { isPastAnswer } from "./released-checkins";
import type { WaitlistDeps } from "./waitlist-deps";
import { bookingWithProgress } from "./waitlist-progress";

const readyToAnswer = ({ booking }: BookingRecord, now: Date) =>
  booking.status === "Notified" && booking.answerBy !== null && !isPastAnswer(booking, now);

/** What the answer changes: the answer itself, and for "Need more time" a later answerBy. */
function answerPatch({ booking }: BookingRecord, answer: PartyAnswer, now: Date): BookingPatch {
  if (answer === "onMyWay") return { partyAnswer: answer, partyAnsweredAt: now, updatedAt: now };
  if (booking.answerExtendedAt) throw new ConflictError(BOOKING_REFUSALS.moreTimeOnce);
  const answerBy = new Date(booking.answerBy!.getTime() + PARTY_MORE_TIME_MINUTES * 60_000);
  return { partyAnswer: answer, partyAnsweredAt: now, answerExtendedAt: now, answerBy, updatedAt: now };
}

export async function answerTableReady(
  deps: WaitlistDeps,
  input: { reservationId: string; answer: PartyAnswer },
  caller: Caller | null,
): Promise<Booking> {
  const owned = await ownBooking(deps.db, input.reservationId, caller);
  if (!readyToAnswer(owned, deps.clock())) throw new ConflictError(BOOKING_REFUSALS.notReadyToAnswer);
  const { record, changed } = await deps.db.transaction(async (tx) => {
    const current = await findBooking(tx, input.reservationId, { lock: true });
    const now = deps.clock();
    if (!current || !readyToAnswer(current, now)) throw new ConflictError(BOOKING_REFUSALS.notReadyToAnswer);
    if (current.booking.partyAnswer === input.answer) return { record: current, changed: false };
    const booking = await moveBooking(tx, input.reservationId, ["Notified"], answerPatch(current, input.answer, now));
    if (!booking) throw new ConflictError(BOOKING_REFUSALS.notReadyToAnswer);
    return { record: { ...current, booking }, changed: true };
  });
  // The host's waitlist and the party's own page follow the line's events.
  if (changed) await deps.events.publish("lineMoved", { locationId: record.booking.locationId, bookingId: record.booking.id });
  return bookingWithProgress(deps, deps.db, record);
}
