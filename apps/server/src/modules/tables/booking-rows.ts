/** The rows the tables module reads and writes, as the repository returns them. */

import type { bookings } from "../../db/schema/bookings";
import type { WorkingHoursRow } from "../../db/schema/merchants";
import type { diningTables } from "../../db/schema/tables";

export type { Executor } from "../../db/client";
export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type TableRow = typeof diningTables.$inferSelect;
export type BookingPatch = Partial<Omit<NewBookingRow, "id" | "kind" | "locationId" | "createdAt">>;

/** What booking rules need of a restaurant. */
export interface LocationForBookings {
  id: number;
  slug: string;
  merchantType: string;
  branchName: string;
  timeZone: string;
  workingHours: WorkingHoursRow[];
  onlineCheckin: boolean;
  /** disabledServices.isReservation: no reservations online. */
  reservationsOff: boolean;
  maxOnlineCheckin: number;
  maxCheckinWaitThreshold: number;
  tableSection: { id: number; name: string }[];
  phoneNumber: string;
  active: boolean;
}

/** A booking with its table (if any) and its restaurant. */
export interface BookingRecord {
  booking: BookingRow;
  table: TableRow | null;
  location: LocationForBookings;
}
