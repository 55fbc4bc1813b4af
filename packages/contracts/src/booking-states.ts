/**
 * Check-ins (the waitlist) and reservations share one life (spec §3, §4): a booking of either kind is Active
 * (waiting in line, or booked for a time), may be Notified that its table is ready, is Seated at a table, and ends
 * Completed when the table is freed — or Cancelled, NoShow, or Released when a ready party did not answer in time.
 * Both sides read this state machine; the server refuses any other move with 409 and changes nothing.
 */

export const BOOKING_KINDS = ["checkin", "reservation"] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_STATUSES = ["Active", "Notified", "Seated", "Completed", "Cancelled", "NoShow", "Released"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The moves each status allows; everything else is refused. */
export const BOOKING_MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  Active: ["Notified", "Seated", "Cancelled", "NoShow"],
  Notified: ["Seated", "Cancelled", "NoShow", "Released"],
  Seated: ["Completed"],
  Completed: [],
  Cancelled: [],
  NoShow: [],
  Released: [],
};

export const canMoveBooking = (from: BookingStatus, to: BookingStatus): boolean => BOOKING_MOVES[from].includes(to);

/** Still in line (or still booked): the diner may change or cancel it, staff may notify or seat it. */
export const WAITING_BOOKING_STATUSES = ["Active", "Notified"] as const satisfies readonly BookingStatus[];
/** A check-in in one of these counts against the one-active-check-in rule (spec §5). */
export const ACTIVE_BOOKING_STATUSES = ["Active", "Notified", "Seated"] as const satisfies readonly BookingStatus[];
export const isWaitingBooking = (status: BookingStatus): boolean => (WAITING_BOOKING_STATUSES as readonly string[]).includes(status);
export const isActiveBooking = (status: BookingStatus): boolean => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

/** What the diner reads for each status, per kind. */
export const BOOKING_STATUS_LABELS: Record<BookingKind, Record<BookingStatus, string>> = {
  checkin: {
    Active: "Waiting for a table",
    Notified: "Your table is ready",
    Seated: "Seated",
    Completed: "Visit complete",
    Cancelled: "Check-in cancelled",
    NoShow: "Marked as a no-show",
    Released: "Released: no answer in time",
  },
  reservation: {
    Active: "Reserved",
    Notified: "Your table is ready",
    Seated: "Seated",
    Completed: "Visit complete",
    Cancelled: "Reservation cancelled",
    NoShow: "Marked as a no-show",
    Released: "Released: no answer in time",
  },
};

/** The channel of a booking: the diner's own (spec §3 channelName 'ONLINE') or the host's, for a walk-in. */
export const BOOKING_CHANNELS = ["ONLINE", "HOST"] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/**
 * What a party told its table is ready answers (Yelp Waitlist's "On my way" / "Need more time"): the host reads it; the
 * second gives the party PARTY_MORE_TIME_MINUTES more, once.
 */
export const PARTY_ANSWERS = ["onMyWay", "needMoreTime"] as const;
export type PartyAnswer = (typeof PARTY_ANSWERS)[number];

/** Reasons offered when cancelling (the diner may also write their own). */
export const CANCEL_REASONS = ["Plans changed", "Running late", "Found another table", "Booked by mistake", "Waited too long"] as const;
