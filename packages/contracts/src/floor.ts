/**
 * The restaurant's floor (spec §3 tableSection): sections with tables and their seats; reservation slots and the
 * waitlist's quoted waits built on it.
 */
import { z } from "zod";
import { guestCountSchema, locationIdSchema, reservationDateSchema, reservationIdSchema, tableIdSchema } from "./bookings";
import { tableTokenSchema } from "./table-tokens";

export const diningTableSchema = z.object({
  tableId: z.string(),
  tableName: z.string(),
  seats: z.number().int(),
  sectionId: z.number().int(),
  sectionName: z.string(),
});
export type DiningTable = z.infer<typeof diningTableSchema>;

/** POST /merchants/locations/reservations/table-details/v2: the restaurant's floor, or one table of it. */
export const tableDetailsRequestSchema = z.object({
  locationId: locationIdSchema,
  tableId: tableIdSchema.optional(),
  /** With a tableId: the token of that table's QR code (decision 028); the floor alone needs none. */
  tableToken: tableTokenSchema.optional(),
});
export const tableDetailsAnswerSchema = z.object({
  locationId: z.number().int(),
  locationSlug: z.string(),
  merchantType: z.string(),
  branchName: z.string(),
  sections: z.array(z.object({ sectionId: z.number().int(), sectionName: z.string(), tables: z.array(diningTableSchema) })),
  /** The table asked for, when one was. */
  table: diningTableSchema.nullable(),
  /**
   * The party seated at that table, when the caller is that party (their check-in is the table's session: a dine-in
   * order from the table needs no second sign-in, and the tab of the dine-in issue gathers on it).
   */
  session: z.object({ reservationId: z.string(), fullName: z.string(), guestCount: z.number().int(), seatedAt: z.string() }).nullable(),
  /** Whether anyone is seated at that table now (without saying who). */
  occupied: z.boolean(),
});
export type TableDetails = z.infer<typeof tableDetailsAnswerSchema>;

/** GET /merchants/generate-reservation-slot/{locationId}?guestCount=&date= */
export const reservationSlotsQuerySchema = z.object({
  guestCount: guestCountSchema,
  date: reservationDateSchema,
  /** When changing a reservation: its own table does not count against it. */
  reservationId: reservationIdSchema.optional(),
});
export const reservationSlotsAnswerSchema = z.object({
  locationId: z.number().int(),
  date: z.string(),
  guestCount: z.number().int(),
  timeZone: z.string(),
  /** Whether the restaurant takes reservations on that day at all; reason says why not. */
  open: z.boolean(),
  reason: z.string().nullable(),
  slots: z.array(z.object({ slot: z.string(), startsAt: z.string(), available: z.boolean() })),
});
export type ReservationSlots = z.infer<typeof reservationSlotsAnswerSchema>;

/** POST /merchants/v2/locations/wait-times */
export const waitTimesRequestSchema = z.object({ locationId: locationIdSchema });
export const waitTimesAnswerSchema = z.object({
  locationId: z.number().int(),
  /** Whether online check-in is open now; reason says why not (closed, the line is full, the wait too long). */
  open: z.boolean(),
  reason: z.string().nullable(),
  partiesWaiting: z.number().int(),
  waitTimes: z.array(z.object({ minGuests: z.number().int(), maxGuests: z.number().int(), waitMinutes: z.number().int() })),
  /** The minutes of recent visits the quotes were learned from (0 while there are none: the defaults stand in). */
  recentVisits: z.number().int(),
  updatedAt: z.string(),
});
export type WaitTimes = z.infer<typeof waitTimesAnswerSchema>;
