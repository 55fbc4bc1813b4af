/** Staff calls for the floor (beyond the spec, under /staff): the waitlist, the day's book, the tables. JSON. */
import { z } from "zod";
import { bookingSchema, cancelReasonSchema, guestCountSchema, reservationDateSchema, reservationIdSchema, tableIdSchema } from "./bookings";
import { diningTableSchema } from "./floor";
import { toE164 } from "./phone";

/**
 * Roles that run the floor: a manager does everything, a host the floor only, the kitchen the orders only. An owner
 * (issue 26) runs several restaurants and, at the one they are signed in at, may do all a manager may.
 */
export const FLOOR_ROLES = ["manager", "owner", "host"] as const;
export const STAFF_ROLES = ["manager", "kitchen", "host", "owner"] as const;
/** The roles a manager gives their team: an owner's account is no restaurant's team member. */
export const TEAM_ROLES = ["manager", "kitchen", "host"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffBookingParamsSchema = z.object({ reservationId: reservationIdSchema });

/** GET /staff/waitlist: parties in line (in order) and seated now. */
export const staffWaitlistAnswerSchema = z.object({ waiting: z.array(bookingSchema), seated: z.array(bookingSchema) });
/** GET /staff/reservations?date=: the day's book, by start. */
export const staffReservationsQuerySchema = z.object({ date: reservationDateSchema });
export const staffReservationsAnswerSchema = z.object({ date: z.string(), reservations: z.array(bookingSchema) });

/** GET /staff/tables: every table and who holds it. */
export const tableStateSchema = z.enum(["free", "held", "occupied"]);
export const staffTablesAnswerSchema = z.object({
  tables: z.array(
    diningTableSchema.extend({
      state: tableStateSchema,
      /** The party holding (notified for it) or sitting at the table. */
      booking: bookingSchema.nullable(),
      /** The next reservation on this table today, if any. */
      nextReservationAt: z.string().nullable(),
    }),
  ),
});

/** POST /staff/bookings/{reservationId}/notify: tell the party its table is ready (holding that table, if named). */
export const staffNotifyBodySchema = z.object({ tableId: tableIdSchema.optional() });
/** POST /staff/bookings/{reservationId}/seat */
export const staffSeatBodySchema = z.object({ tableId: tableIdSchema });
/** POST /staff/bookings/{reservationId}/cancel */
export const staffCancelBodySchema = z.object({ cancelReason: cancelReasonSchema });
/** POST /staff/walk-ins: a party at the host stand, into the line or straight to a table. */
export const staffWalkInBodySchema = z
  .object({
    fullName: z.string().trim().min(2, "Enter the party's name").max(80),
    phone: z.string().max(24).optional(),
    countryCode: z.enum(["+1", "+91"]).default("+1"),
    guestCount: guestCountSchema,
    tableId: tableIdSchema.optional(),
  })
  .transform((value, ctx) => {
    if (!value.phone) return { ...value, phone: undefined };
    const phone = toE164(value.phone, value.countryCode);
    if (!phone) ctx.addIssue({ code: "custom", path: ["phone"], message: "Enter a valid mobile number" });
    return { ...value, phone: phone ?? value.phone };
  });
export type StaffWalkIn = z.infer<typeof staffWalkInBodySchema>;

/** Refusals of the staff floor calls (the moves' own refusals are BOOKING_REFUSALS). */
export const STAFF_FLOOR_REFUSALS = {
  otherRestaurant: "This booking belongs to another restaurant",
  /** The staff member's restaurant is gone from Forkful (their token outlived it). */
  noRestaurant: "This restaurant is no longer on Forkful",
} as const;
