/** Staff calls for the floor (beyond the spec, under /staff): the waitlist, the day's book, the tables. JSON. */
import { z } from "zod";
import { bookingSchema, cancelReasonSchema, guestCountSchema, reservationDateSchema, reservationIdSchema, tableIdSchema } from "./bookings";
import { CURRENCIES } from "./constants";
import { diningTableSchema } from "./floor";
import { toE164 } from "./phone";
import { ROUND_STATES } from "./tabs";

/**
 * Roles that run the floor: a manager does everything, a host the floor only, the kitchen the orders only. An owner
 * (issue 26) runs several restaurants and, at the one they are signed in at, may do all a manager may.
 */
export const FLOOR_ROLES = ["manager", "owner", "host"] as const;
export const STAFF_ROLES = ["manager", "kitchen", "host", "owner"] as const;
/** The roles a manager gives their team: an owner's account is no restaurant's team member. */
export const TEAM_ROLES = ["manager", "kitchen", "host"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type TeamRole = (typeof TEAM_ROLES)[number];
/** A role's name on a screen. */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = { manager: "Manager", kitchen: "Kitchen", host: "Host", owner: "Owner" };

export const staffBookingParamsSchema = z.object({ reservationId: reservationIdSchema });

/** GET /staff/waitlist: parties in line (in order) and seated now. */
export const staffWaitlistAnswerSchema = z.object({ waiting: z.array(bookingSchema), seated: z.array(bookingSchema) });
/** GET /staff/reservations?date=: the day's book, by start. */
export const staffReservationsQuerySchema = z.object({ date: reservationDateSchema });
export const staffReservationsAnswerSchema = z.object({ date: z.string(), reservations: z.array(bookingSchema) });

/**
 * GET /staff/tables: every table and where its party is, derived on the server from the table's booking and its tab:
 * free, held (a notified party is on its way), seated (no order yet), ordering (a round is still in the kitchen), eating
 * (every dish served), paying (the bill is split or a payment is under way), clearing (paid in full, the party still
 * there: the table needs clearing).
 */
export const TABLE_STATES = ["free", "held", "seated", "ordering", "eating", "paying", "clearing"] as const;
export const tableStateSchema = z.enum(TABLE_STATES);
export type TableState = z.infer<typeof tableStateSchema>;
/** A table's state in words (the floor plan shows the word beside the colour, and a legend of them all). */
export const TABLE_STATE_WORDS: Record<TableState, string> = {
  free: "Free",
  held: "Held",
  seated: "Seated",
  ordering: "Ordering",
  eating: "Eating",
  paying: "Paying",
  clearing: "Needs clearing",
};

/** A table's tab as the host stand sees it: who sits there, the money so far, and its rounds. */
export const floorTabSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  currency: z.enum(CURRENCIES),
  guests: z.number().int(),
  /** Minor units: the bill so far, paid, and still due. */
  total: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
  /** Rounds still in the kitchen (not served, not voided). */
  openRounds: z.number().int(),
  rounds: z.array(
    z.object({ roundNo: z.number().int(), dinerName: z.string(), placedAt: z.string(), state: z.enum(ROUND_STATES), label: z.string() }),
  ),
  /** Split into parts: how many, and how many are paid. */
  parts: z.object({ count: z.number().int(), paid: z.number().int() }).nullable(),
});
export type FloorTab = z.infer<typeof floorTabSchema>;

export const staffTableSchema = diningTableSchema.extend({
  state: tableStateSchema,
  /** The party holding (notified for it) or sitting at the table. */
  booking: bookingSchema.nullable(),
  /** The next reservation on this table today, if any. */
  nextReservationAt: z.string().nullable(),
  /** When the party sat down (null: nobody seated). */
  seatedAt: z.string().nullable(),
  /** The table's tab: the open one, or the party's paid one while the table needs clearing. */
  tab: floorTabSchema.nullable(),
});
export type StaffTable = z.infer<typeof staffTableSchema>;
export const staffTablesAnswerSchema = z.object({ tables: z.array(staffTableSchema) });

/** POST /staff/tables/{tableId}/cleared: the party has gone and the table is laid again; it is free. */
export const staffTableParamsSchema = z.object({ tableId: tableIdSchema });

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
  noSuchTable: "This restaurant has no such table",
  /** "cleared" is for a table whose party has paid in full and is still marked at it. */
  notClearing: "This table does not need clearing: only a table whose bill is paid can be marked cleared",
} as const;
