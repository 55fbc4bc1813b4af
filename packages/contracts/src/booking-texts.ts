/** What diners read about their check-in or reservation: SMS texts and refusals. The §8 texts live in messages.ts. */

export const BOOKING_SMS = {
  tableReady: (fullName: string, branchName: string, answerMinutes: number) =>
    `Forkful: ${fullName}, your table at ${branchName} is ready. Please come to the host within ${answerMinutes} minutes, or your place will be released.`,
  reservationReminder: (fullName: string, branchName: string, when: string, guestCount: number) =>
    `Forkful: reminder, ${fullName}: your table for ${guestCount} at ${branchName} is booked for ${when}. Reply or open the app to change or cancel.`,
  released: (branchName: string) =>
    `Forkful: we could not hold your table at ${branchName} any longer. Check in again if you are still nearby.`,
} as const;

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
