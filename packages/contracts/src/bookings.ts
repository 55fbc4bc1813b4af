/**
 * Check-ins and reservations (spec §3 "Check-in", "Reservation"; §7 "Reservation and check-in"). One booking
 * entity with a kind: the calls that create, read and cancel serve both, as the spec's shared reservationId does.
 */
import { z } from "zod";
import { PARTY_SIZE } from "./booking-rules";
import { BOOKING_CHANNELS, BOOKING_KINDS, BOOKING_STATUSES, PARTY_ANSWERS } from "./booking-states";
import { DEFAULTS } from "./constants";
import { NOTE_LIMITS } from "./form-texts";
import { guestSessionSchema } from "./order-access";
import { dbIdSchema } from "./orders";
import { toE164 } from "./phone";
import { tableTokenSchema } from "./table-tokens";

export const locationIdSchema = dbIdSchema("locationId");
export const reservationIdSchema = z.string({ message: "reservationId is required" }).uuid("reservationId is not valid");
/** A table's own id within its restaurant, as printed on its QR code ("T4"). */
export const tableIdSchema = z
  .string({ message: "tableId is required" })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/, "tableId is not valid");
export const guestCountSchema = z.coerce
  .number({ message: "guestCount must be a number" })
  .int("guestCount must be a whole number")
  .min(PARTY_SIZE.min, `A party is at least ${PARTY_SIZE.min} guest`)
  .max(PARTY_SIZE.max, `For more than ${PARTY_SIZE.max} guests, please call the restaurant`);
/** "2026-02-30" has the shape of a day but is none. */
function isCalendarDay(value: string): boolean {
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
}
/** A day in the restaurant's own calendar. */
export const reservationDateSchema = z
  .string({ message: "reservationDate is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "reservationDate must be YYYY-MM-DD")
  .refine(isCalendarDay, "reservationDate is not a day on the calendar");
/** A slot's start in the restaurant's own clock. */
export const reservationSlotSchema = z
  .string({ message: "reservationSlot is required" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "reservationSlot must be HH:mm");
/** The longest reason a booking's cancel may give (characters). */
export const BOOKING_CANCEL_REASON_MAX = 200;
export const cancelReasonSchema = z
  .string({ message: "Tell us why you are cancelling" })
  .trim()
  .min(1, "Tell us why you are cancelling")
  .max(BOOKING_CANCEL_REASON_MAX, `Keep the reason under ${BOOKING_CANCEL_REASON_MAX} characters`);

/**
 * POST /customer/reservations (payload in the query param `data`). Without reservationDate and reservationSlot it is
 * a check-in to the waitlist (with tableId: a tableside check-in at that table); with them, a reservation.
 * Guests give full name, mobile and optional email (spec §6).
 */
export const bookingRequestSchema = z
  .object({
    /** The same key always answers the same booking: a retry, double click or reload never books twice. */
    idempotencyKey: z.string({ message: "idempotencyKey is required" }).uuid("idempotencyKey must be a UUID"),
    locationId: locationIdSchema,
    guestCount: guestCountSchema,
    customerId: z.string().uuid().nullable().optional(),
    fullName: z.string({ message: "Enter your full name" }).trim().min(2, "Enter your full name").max(80),
    phone: z.string({ message: "Enter a valid mobile number" }).max(24),
    countryCode: z.enum(["+1", "+91"]).default("+1"),
    email: z.union([z.literal(""), z.string().trim().toLowerCase().email("Enter a valid email")]).optional(),
    note: z.string().trim().max(NOTE_LIMITS.orderNote).optional(),
    reservationDate: reservationDateSchema.optional(),
    reservationSlot: reservationSlotSchema.optional(),
    tableId: tableIdSchema.optional(),
    /** With tableId: the token of the table's QR code (decision 028); without the table's current one, refused (403). */
    tableToken: tableTokenSchema.optional(),
    deviceId: z.string().max(100).default(""),
    channelName: z.literal(DEFAULTS.channelName).default(DEFAULTS.channelName),
    seatTogether: z.enum(["0", "1"]).default(DEFAULTS.seatTogether),
  })
  .transform((value, ctx) => {
    const phone = toE164(value.phone, value.countryCode);
    if (!phone) ctx.addIssue({ code: "custom", path: ["phone"], message: "Enter a valid mobile number" });
    if (!!value.reservationDate !== !!value.reservationSlot)
      ctx.addIssue({ code: "custom", path: ["reservationSlot"], message: "A reservation needs both a date and a time" });
    if (value.reservationDate && value.tableId)
      ctx.addIssue({ code: "custom", path: ["tableId"], message: "A reservation is not made at a table's QR code" });
    return { ...value, phone: phone ?? value.phone, email: value.email || undefined };
  });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export const bookingKindOf = (request: Pick<BookingRequest, "reservationDate">) => (request.reservationDate ? "reservation" : "checkin");

/** The table a booking holds or sits at. */
export const bookedTableSchema = z.object({
  tableId: z.string(),
  tableName: z.string(),
  seats: z.number().int(),
  sectionId: z.number().int(),
  sectionName: z.string(),
});
export type BookedTable = z.infer<typeof bookedTableSchema>;

/** A check-in or a reservation, as its diner (and staff) read it. */
export const bookingSchema = z.object({
  reservationId: z.string(),
  kind: z.enum(BOOKING_KINDS),
  locationId: z.number().int(),
  locationSlug: z.string(),
  merchantType: z.string(),
  branchName: z.string(),
  timeZone: z.string(),
  status: z.enum(BOOKING_STATUSES),
  statusLabel: z.string(),
  /** Spec §3: true while a check-in is in line or seated. */
  checkedIn: z.boolean(),
  customerId: z.string().nullable(),
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  guestCount: z.number().int(),
  note: z.string().nullable(),
  deviceId: z.string(),
  channelName: z.enum(BOOKING_CHANNELS),
  seatTogether: z.enum(["0", "1"]),
  /** Reservations: the restaurant's own day and time, and the instant they name. */
  reservationDate: z.string().nullable(),
  reservationSlot: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  table: bookedTableSchema.nullable(),
  /** Check-ins in line: 1 for the next party, and the honest wait now. */
  position: z.number().int().nullable(),
  partiesAhead: z.number().int().nullable(),
  waitMinutes: z.number().int().nullable(),
  /** The wait quoted when the party joined. */
  quotedWaitMinutes: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  notifiedAt: z.string().nullable(),
  /** A ready party must come to the host by then, or its place is released. */
  answerBy: z.string().nullable(),
  /** What the ready party answered ("On my way", "Need more time"), and when; null until it answers. */
  partyAnswer: z.enum(PARTY_ANSWERS).nullable(),
  partyAnsweredAt: z.string().nullable(),
  /** When the ready party was given its few more minutes (once); null until then. */
  answerExtendedAt: z.string().nullable(),
  seatedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  remindedAt: z.string().nullable(),
  isFeedbackSubmitted: z.boolean(),
  /** What the diner may still do. */
  canCancel: z.boolean(),
  canChange: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The answer of POST /customer/reservations: the id (spec §7), the booking, and a guest's new session. */
export const bookingAnswerSchema = z.object({
  id: z.string(),
  booking: bookingSchema,
  guestSession: guestSessionSchema.optional(),
});
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;

/** POST /customer/reservationId/v2 */
export const bookingLookupSchema = z.object({ reservationId: reservationIdSchema });

/** PUT /customer/cancel-table?user=customer */
export const cancelBookingRequestSchema = z.object({
  locationId: locationIdSchema,
  reservationId: reservationIdSchema,
  cancelReason: cancelReasonSchema,
});
export const cancelTableQuerySchema = z.object({ user: z.literal("customer", { message: "user must be customer" }) });

/** POST /merchants/{locationId}/reservations: change a reservation's day, time or party size. */
export const changeReservationRequestSchema = z.object({
  reservationId: reservationIdSchema,
  reservationDate: reservationDateSchema,
  reservationSlot: reservationSlotSchema,
  guestCount: guestCountSchema,
});
export const locationParamsSchema = z.object({ locationId: locationIdSchema });

/**
 * POST /customer/reservations/{reservationId}/answer (beyond the spec): the ready party answers "On my way" or "Need
 * more time" (which moves answerBy on, once). Only the booking's own diner, only while its table is ready.
 */
export const partyAnswerRequestSchema = z.object({
  answer: z.enum(PARTY_ANSWERS, { message: `answer must be ${PARTY_ANSWERS.join(" or ")}` }),
});
export type PartyAnswerRequest = z.infer<typeof partyAnswerRequestSchema>;

/** GET /customer/reservations/{reservationId}/events (beyond the spec): the booking again whenever the line moves. */
export const bookingParamsSchema = z.object({ reservationId: reservationIdSchema });

/**
 * One event of GET /customer/reservations/{reservationId}/events: where the party stands now. It names no one (the
 * stream is opened by id, as an order's tracker is), so it carries the line, never the diner's details.
 */
export const bookingProgressSchema = bookingSchema.pick({
  reservationId: true,
  kind: true,
  status: true,
  statusLabel: true,
  position: true,
  partiesAhead: true,
  waitMinutes: true,
  answerBy: true,
  partyAnswer: true,
  answerExtendedAt: true,
  table: true,
  updatedAt: true,
});
export type BookingProgress = z.infer<typeof bookingProgressSchema>;
