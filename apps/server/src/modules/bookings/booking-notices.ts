/**
 * The party hears of its booking at once (as OpenTable, Resy and Yelp Waitlist tell theirs): it joined the line, its
 * table is reserved, its reservation changed, or it is cancelled. One text, and one email when it gave an address,
 * each with the link back to the booking's live page. The call that made the change sends them after its commit, so a
 * retry answered from the idempotency key (or a change that changed nothing) sends nothing more; a provider that fails
 * is logged and the booking stands.
 */
import { type BookingNoticeEvent, bookingNoticeEmail, bookingNoticeSms } from "@forkful/contracts/booking-texts";
import type { BookingRecord } from "./booking-rows";
import type { BookingsDeps } from "./bookings-deps";
import { emailTheParty, textTheParty } from "./party-texts";
import { reservationTime } from "./reservation-time";

export type NoticeDeps = Pick<BookingsDeps, "sms" | "email" | "log" | "publicUrl">;

/** The booking's live page in the diner's app: a reservation's page, or a check-in's place in line. */
const bookingLink = (publicUrl: string, { booking, location }: Pick<BookingRecord, "booking" | "location">): string =>
  `${publicUrl}/${location.merchantType}/${location.slug}/reservation/${booking.id}`;

export async function tellTheParty(
  deps: NoticeDeps,
  event: BookingNoticeEvent,
  record: Pick<BookingRecord, "booking" | "location">,
  /** A check-in's place in line when it joined. */
  position: number | null = null,
): Promise<void> {
  const { booking, location } = record;
  const facts = {
    kind: booking.kind,
    fullName: booking.fullName,
    branchName: location.branchName,
    guestCount: booking.guestCount,
    when: booking.startsAt ? reservationTime(booking.startsAt, location.timeZone) : null,
    position,
    link: bookingLink(deps.publicUrl, record),
  };
  const sends: Promise<void>[] = [];
  if (booking.phone) sends.push(textTheParty(deps, { to: booking.phone, body: bookingNoticeSms(event, facts) }));
  if (booking.email) {
    const { subject, text } = bookingNoticeEmail(event, facts);
    sends.push(emailTheParty(deps, { to: booking.email, subject, text }));
  }
  await Promise.all(sends);
}
