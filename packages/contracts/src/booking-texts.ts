/** What diners read about their check-in or reservation: SMS texts, emails and refusals. The §8 texts live in messages.ts. */
import { PARTY_MORE_TIME_MINUTES } from "./booking-rules";
import type { PartyAnswer } from "./booking-states";

export const BOOKING_SMS = {
  tableReady: (fullName: string, branchName: string, answerMinutes: number) =>
    `Forkful: ${fullName}, your table at ${branchName} is ready. Please come to the host within ${answerMinutes} minutes, or your place will be released.`,
  reservationReminder: (fullName: string, branchName: string, when: string, guestCount: number) =>
    `Forkful: reminder, ${fullName}: your table for ${guestCount} at ${branchName} is booked for ${when}. Reply or open the app to change or cancel.`,
  released: (branchName: string) =>
    `Forkful: we could not hold your table at ${branchName} any longer. Check in again if you are still nearby.`,
} as const;

/** The events of a booking its party is told of at once, by text and (when one was given) by email. */
export const BOOKING_NOTICE_EVENTS = ["waitlistJoined", "reservationBooked", "reservationChanged", "cancelled"] as const;
export type BookingNoticeEvent = (typeof BOOKING_NOTICE_EVENTS)[number];

/** What a confirmation says of its booking. */
export interface BookingNoticeFacts {
  kind: "checkin" | "reservation";
  fullName: string;
  branchName: string;
  guestCount: number;
  /** A reservation's time on the restaurant's clock ("Tue, Nov 24, 7:00 PM"); null for a check-in. */
  when: string | null;
  /** A check-in's place in line when it joined. */
  position: number | null;
  /** The booking's live page: where the party sees, changes or cancels it. */
  link: string;
}

const party = (count: number) => `${count} ${count === 1 ? "guest" : "guests"}`;

/** One sentence per event: the news, as both the text and the email tell it. */
function noticeNews(event: BookingNoticeEvent, f: BookingNoticeFacts): string {
  switch (event) {
    case "waitlistJoined":
      return `you're #${f.position ?? 1} in line at ${f.branchName} (${party(f.guestCount)}). We'll text you when your table is ready.`;
    case "reservationBooked":
      return `your table for ${party(f.guestCount)} at ${f.branchName} is booked for ${f.when}.`;
    case "reservationChanged":
      return `your reservation at ${f.branchName} is now for ${party(f.guestCount)} on ${f.when}.`;
    case "cancelled":
      return f.kind === "checkin"
        ? `your place in line at ${f.branchName} is cancelled.`
        : `your reservation at ${f.branchName} for ${f.when} is cancelled.`;
  }
}

const NOTICE_LINK_WORDS: Record<BookingNoticeEvent, string> = {
  waitlistJoined: "Follow your place in line",
  reservationBooked: "See, change or cancel it",
  reservationChanged: "See, change or cancel it",
  cancelled: "Details",
};

const NOTICE_SUBJECTS: Record<BookingNoticeEvent, (f: BookingNoticeFacts) => string> = {
  waitlistJoined: (f) => `You're on the waitlist at ${f.branchName}`,
  reservationBooked: (f) => `Your table at ${f.branchName} is booked: ${f.when}`,
  reservationChanged: (f) => `Your reservation at ${f.branchName} is changed: ${f.when}`,
  cancelled: (f) =>
    f.kind === "checkin" ? `You left the waitlist at ${f.branchName}` : `Your reservation at ${f.branchName} is cancelled`,
};

/** The text a party gets for a booking event, with the link back to its live page. */
export const bookingNoticeSms = (event: BookingNoticeEvent, f: BookingNoticeFacts): string =>
  `Forkful: ${f.fullName}, ${noticeNews(event, f)} ${NOTICE_LINK_WORDS[event]}: ${f.link}`;

/** The email a party gets for the same event (plain text), when it gave an address. */
export function bookingNoticeEmail(event: BookingNoticeEvent, f: BookingNoticeFacts): { subject: string; text: string } {
  const news = noticeNews(event, f);
  const sentence = `${news.charAt(0).toUpperCase()}${news.slice(1)}`;
  return {
    subject: NOTICE_SUBJECTS[event](f),
    text: `Hi ${f.fullName},\n\n${sentence}\n\n${NOTICE_LINK_WORDS[event]}: ${f.link}\n\nForkful`,
  };
}

/** A ready party's answers, as the buttons and the host read them. */
export const PARTY_ANSWER_LABELS: Record<PartyAnswer, string> = {
  onMyWay: "On my way",
  needMoreTime: `Need ${PARTY_MORE_TIME_MINUTES} more minutes`,
};

/** What the party's page says once the host has its answer. */
export const PARTY_ANSWER_SENT: Record<PartyAnswer, string> = {
  onMyWay: "The host knows you're on your way.",
  needMoreTime: `The host knows you need ${PARTY_MORE_TIME_MINUTES} more minutes: your table is held until then.`,
};

export const BOOKING_REFUSALS = {
  checkinClosed: "This restaurant is not taking online check-ins right now",
  checkinFull: "The waitlist is full right now. Please ask the host",
  waitTooLong: (minutes: number) => `The wait is over ${minutes} minutes right now, so online check-in is paused. Please ask the host`,
  reservationsOff: "This restaurant does not take reservations online",
  slotTaken: "That time was just taken. Please choose another",
  slotNotOffered: "That time is not offered for this party size",
  noTableFits: (guestCount: number) => `No table here seats a party of ${guestCount}. Please call the restaurant`,
  tooLate: "That time has passed or is too soon to book online",
  dayOver: "No more tables can be booked online today. Please choose another day",
  tooFarAhead: (days: number) => `Tables can be booked up to ${days} days ahead`,
  closedThatDay: "The restaurant is closed on that day. Please choose another",
  oneReservationPerDay: "You already have a table booked on this day. Change that reservation instead",
  cannotChange: "Only a reservation still booked for a time ahead can be changed",
  atAnotherRestaurant: "This booking is at another restaurant",
  notYours: "This check-in or reservation belongs to someone else",
  cannotMove: (from: string, to: string) => `A booking that is ${from} cannot be ${to}`,
  tableTaken: "Someone is already seated at this table. Please ask the host",
  noSuchTable: "There is no such table at this restaurant",
  tableNotFree: "That table is not free",
  tooSmall: (seats: number, guestCount: number) => `That table seats ${seats}; the party is ${guestCount}`,
  noShowTooEarly: "A reservation can be marked a no-show only after its time has passed",
  notReadyToAnswer: "Only a party whose table is ready can answer",
  moreTimeOnce: `You already asked for ${PARTY_MORE_TIME_MINUTES} more minutes`,
} as const;

/**
 * /reservation/{merchantSlug}/closed says why a table cannot be booked online now, from the restaurant's own data:
 * it takes no reservations online (BOOKING_REFUSALS.reservationsOff), it is closed right now, or today is fully booked;
 * or, truthfully, that it does take them.
 */
export const RESERVATIONS_CLOSED_TEXTS = {
  offWithWaitlist: "You can still join the waitlist and we will text you when your table is ready, or order from the menu.",
  offWithoutWaitlist: "You can still order from the menu, or call the restaurant to ask about a table.",
  closedNowTitle: "Closed right now",
  closedNow: "You can still reserve a table for later.",
  fullTitle: "Fully booked online today",
  full: "Every table that can be booked online today is taken. Choose another day, or ask the restaurant.",
  openTitle: "Reservations are open",
  open: "Tables can still be booked online today.",
} as const;

/** A status as a refusal names it ("A booking that is seated cannot be cancelled"). */
export const BOOKING_STATUS_WORDS = {
  Active: "still waiting",
  Notified: "notified",
  Seated: "seated",
  Completed: "completed",
  Cancelled: "cancelled",
  NoShow: "a no-show",
  Released: "released",
} as const;
/** A move as a refusal names it. */
export const BOOKING_MOVE_WORDS = {
  Active: "put back in line",
  Notified: "notified",
  Seated: "seated",
  Completed: "finished",
  Cancelled: "cancelled",
  NoShow: "marked a no-show",
  Released: "released",
} as const;

/** Refusals of a live place-in-line stream (GET /customer/reservations/{reservationId}/events). */
export const WAITLIST_STREAM_REFUSALS = {
  perClient: "Too many live waitlist pages are open from this address. Close one and try again.",
  busy: "Live waitlist updates are busy right now. Please try again shortly.",
} as const;
