/** Drizzle queries for the host stand: the line, the day's book and who is at each table. No rules here. */
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { diningTables } from "../../db/schema/tables";
import type { BookingRow, Executor, TableRow } from "./booking-rows";

/** A booking with the table it holds or sits at, if any. */
export interface BookingOnTable {
  booking: BookingRow;
  table: TableRow | null;
}

function bookingsWithTables(ex: Executor) {
  return ex
    .select({ booking: bookings, table: diningTables })
    .from(bookings)
    .leftJoin(diningTables, eq(diningTables.id, bookings.tableRef));
}

export function staffFloorQueries(_db: Database) {
  return {
    /** Check-ins of the location in one of `statuses`, in the order they joined the line. */
    checkinsInLine: (ex: Executor, locationId: number, statuses: readonly BookingRow["status"][]): Promise<BookingOnTable[]> =>
      bookingsWithTables(ex)
        .where(and(eq(bookings.locationId, locationId), eq(bookings.kind, "checkin"), inArray(bookings.status, [...statuses])))
        .orderBy(asc(bookings.createdAt), asc(bookings.id)),

    /** Every party of the location in one of `statuses` (check-ins and reservations), earliest seated first. */
    partiesAtTables: (ex: Executor, locationId: number, statuses: readonly BookingRow["status"][]): Promise<BookingOnTable[]> =>
      bookingsWithTables(ex)
        .where(and(eq(bookings.locationId, locationId), inArray(bookings.status, [...statuses]), isNotNull(bookings.tableRef)))
        .orderBy(asc(bookings.seatedAt), asc(bookings.notifiedAt), asc(bookings.createdAt)),

    /** The reservations of one of the restaurant's own days, whatever their status, by start. */
    reservationsOn: (ex: Executor, locationId: number, reservationDate: string): Promise<BookingOnTable[]> =>
      bookingsWithTables(ex)
        .where(and(eq(bookings.locationId, locationId), eq(bookings.kind, "reservation"), eq(bookings.reservationDate, reservationDate)))
        .orderBy(asc(bookings.startsAt), asc(bookings.createdAt)),
  };
}
