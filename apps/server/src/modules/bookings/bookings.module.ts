/**
 * Bookings: check-ins and reservations are one entity (the bookings table, db/schema/bookings.ts) with one state
 * machine, so one module owns it: its reads and row writes, a booking as every call answers it, its status moves,
 * who it belongs to, and the texts that tell the party. It has no routes of its own: waitlist (the line), reservations
 * (the book, and the spec's shared booking calls) and floor (the host stand) are built on it, above it in the module
 * graph, and read or change bookings only through its public.ts. Here: a code's sign-in carries guests' bookings.
 */
import type { AppModule } from "../../app-context";
import { carryGuestBookings } from "./carry-guest-bookings";

export const bookingsModule: AppModule = async (_api, context) => {
  context.events.subscribe("numberProved", async (proved) => void (await carryGuestBookings(proved)));
};
