/**
 * The diner's part of a check-in or reservation form (spec §6): full name, mobile with its country code, optional
 * email, and a note for the host. Its output fills the booking request (bookings.ts) the form sends.
 */
import { z } from "zod";
import { guestDetailsFormSchema } from "./auth";
import { NOTE_LIMITS } from "./form-texts";

export const bookingGuestFormSchema = (countryCode: string) =>
  guestDetailsFormSchema(countryCode).extend({
    note: z.string().trim().max(NOTE_LIMITS.orderNote, `Keep the note under ${NOTE_LIMITS.orderNote} characters`).optional(),
  });
export type BookingGuestForm = z.output<ReturnType<typeof bookingGuestFormSchema>>;
