/** A booking's rows as the bookings module reads and writes them, and the record every booking call starts from. */

import type { bookings } from "../../db/schema/bookings";
import type { LocationForBookings } from "../merchants/public";
import type { TableRow } from "../tables/public";

export type { Executor } from "../../db/client";
export type { LocationForBookings } from "../merchants/public";
export type { TableRow } from "../tables/public";
export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingPatch = Partial<Omit<NewBookingRow, "id" | "kind" | "locationId" | "createdAt">>;

/** A booking with its table (if any) and its restaurant. */
export interface BookingRecord {
  booking: BookingRow;
  table: TableRow | null;
  location: LocationForBookings;
}

/** A booking with the table it holds or sits at, if any. */
export interface BookingOnTable {
  booking: BookingRow;
  table: TableRow | null;
}
