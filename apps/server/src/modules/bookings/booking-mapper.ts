/** A booking record → the Booking every call answers (contracts bookingSchema). */
import { BOOKING_STATUS_LABELS, isActiveBooking, isWaitingBooking } from "@forkful/contracts/booking-states";
import type { Booking } from "@forkful/contracts/bookings";
import { toBookedTable } from "../tables/public";
import type { BookingRecord } from "./booking-rows";

/** Where a check-in stands in line now (see waitlist-progress.ts). */
export interface WaitlistProgress {
  position: number;
  partiesAhead: number;
  waitMinutes: number;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toBooking({ booking: b, table, location }: BookingRecord, progress: WaitlistProgress | null, now: Date): Booking {
  const waiting = isWaitingBooking(b.status);
  const upcoming = !b.startsAt || b.startsAt.getTime() > now.getTime();
  return {
    reservationId: b.id,
    kind: b.kind,
    locationId: b.locationId,
    locationSlug: location.slug,
    merchantType: location.merchantType,
    branchName: location.branchName,
    timeZone: location.timeZone,
    status: b.status,
    statusLabel: BOOKING_STATUS_LABELS[b.kind][b.status],
    checkedIn: b.kind === "checkin" && isActiveBooking(b.status),
    customerId: b.customerId,
    fullName: b.fullName,
    phone: b.phone,
    email: b.email,
    guestCount: b.guestCount,
    note: b.note,
    deviceId: b.deviceId,
    channelName: b.channelName,
    seatTogether: b.seatTogether,
    reservationDate: b.reservationDate,
    reservationSlot: b.reservationSlot,
    startsAt: iso(b.startsAt),
    endsAt: iso(b.endsAt),
    table: table ? toBookedTable(table, location) : null,
    position: progress?.position ?? null,
    partiesAhead: progress?.partiesAhead ?? null,
    waitMinutes: progress?.waitMinutes ?? null,
    quotedWaitMinutes: b.quotedWaitMinutes,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    notifiedAt: iso(b.notifiedAt),
    answerBy: iso(b.answerBy),
    partyAnswer: b.partyAnswer,
    partyAnsweredAt: iso(b.partyAnsweredAt),
    answerExtendedAt: iso(b.answerExtendedAt),
    seatedAt: iso(b.seatedAt),
    finishedAt: iso(b.finishedAt),
    cancelledAt: iso(b.cancelledAt),
    cancelReason: b.cancelReason,
    remindedAt: iso(b.remindedAt),
    isFeedbackSubmitted: b.isFeedbackSubmitted,
    canCancel: waiting,
    canChange: b.kind === "reservation" && b.status === "Active" && upcoming,
  };
}
