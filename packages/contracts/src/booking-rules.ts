/** The numbers behind the waitlist and reservations, in one place for web and server. */

/** Party sizes a diner can ask for online; larger parties call the restaurant. */
export const PARTY_SIZE = { min: 1, max: 12 } as const;
/** The party size a booking, a check-in and today's slots start from, until the diner says otherwise. */
export const DEFAULT_PARTY_SIZE = 2;

/** Reservation slots start every this many minutes, from opening time to the last seating. */
export const RESERVATION_SLOT_STEP_MINUTES = 15;
/** How far ahead a table can be reserved. */
export const RESERVATION_DAYS_AHEAD = 30;
/** A slot must start at least this long from now to be booked online. */
export const RESERVATION_MIN_LEAD_MINUTES = 30;
/** The reminder SMS goes out this long before a reservation starts. */
export const RESERVATION_REMINDER_MINUTES = 120;
/** A reservation can be marked a no-show this long after its start. */
export const NO_SHOW_GRACE_MINUTES = 15;

/** A party told its table is ready has this long to answer (come to the host) before its place is released. */
export const CHECKIN_ANSWER_MINUTES = 10;
/** A ready party that answers "Need more time" gets this much longer to come, once. */
export const PARTY_MORE_TIME_MINUTES = 5;

/**
 * How long a party of this size holds a table when the restaurant has no recent visits to learn from (OpenTable's
 * defaults are of this order). Real turn times, once there are some, replace these (see the waitlist's quotes).
 */
export function defaultTurnMinutes(guestCount: number): number {
  if (guestCount <= 2) return 75;
  if (guestCount <= 4) return 90;
  if (guestCount <= 6) return 105;
  return 120;
}

/** The party-size bands the wait-times call quotes (1–2, 3–4, …). */
export const WAIT_TIME_BANDS = [
  { minGuests: 1, maxGuests: 2 },
  { minGuests: 3, maxGuests: 4 },
  { minGuests: 5, maxGuests: 6 },
  { minGuests: 7, maxGuests: 8 },
  { minGuests: 9, maxGuests: 12 },
] as const;

/** Waitlist SSE streams: a comment line this often keeps proxies from closing an idle stream. */
export const WAITLIST_HEARTBEAT_MS = 25_000;

/** How the waitlist's quoted waits are computed (the server's estimator; the web only shows them). */
export const WAIT_QUOTE_RULES = {
  /** Turn times are learned from completed visits of these last days… */
  learnFromDays: 14,
  /** …per party-size band, once a band has at least this many (the defaults stand in before). */
  minVisitsPerBand: 3,
  /** A table past its expected turn is still counted busy this much longer. */
  overdueMinutes: 5,
  /** Quotes are rounded up to this many minutes. */
  roundToMinutes: 5,
  /** Reservations starting within this many minutes take their tables before the line does. */
  reservationsAheadMinutes: 90,
} as const;

/**
 * A day's slots are kept this long per restaurant, day, party size and minute, and dropped at once when the
 * restaurant's book changes (on this server; others hear it over NOTIFY). Booking re-checks under the floor lock, so a
 * slot shown a moment too long can only be refused, never double-booked.
 */
export const RESERVATION_SLOTS_CACHE_MS = 5_000;
