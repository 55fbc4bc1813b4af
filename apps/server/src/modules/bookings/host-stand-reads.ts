/** The host stand's reads of bookings: the line, the parties at tables and the day's book, each with its table. No rules here. */
import { and, asc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { tablesByRefs } from "../tables/public";
import type { BookingOnTable, BookingRow } from "./booking-rows";

/** The bookings in the order asked, each with the table it holds or sits at (one read of the tables for all of them). */
async function withTables(executor: Executor, rows: BookingRow[]): Promise<BookingOnTable[]> {
  const tables = await tablesByRefs(
    executor,
    rows.flatMap((row) => (row.tableRef ? [row.tableRef] : [])),
  );
  return rows.map((booking) => ({ booking, table: (booking.tableRef && tables.get(booking.tableRef)) || null }));
}

const bookingsWhere = (executor: Executor, where: SQL | undefined, ...order: SQL[]) =>
  executor
    .select()
    .from(bookings)
    .where(where)
    .orderBy(...order);

/** Check-ins of the location in one of `statuses`, in the order they joined the line. */
export async function checkinsInLine(
  executor: Executor,
  locationId: number,
  statuses: readonly BookingRow["status"][],
): Promise<BookingOnTable[]> {
  const where = and(eq(bookings.locationId, locationId), eq(bookings.kind, "checkin"), inArray(bookings.status, [...statuses]));
  return withTables(executor, await bookingsWhere(executor, where, asc(bookings.createdAt), asc(bookings.id)));
}

/** Every party of the location in one of `statuses` (check-ins and reservations), earliest seated first. */
export async function partiesAtTables(
  executor: Executor,
  locationId: number,
  statuses: readonly BookingRow["status"][],
): Promise<BookingOnTable[]> {
  const where = and(eq(bookings.locationId, locationId), inArray(bookings.status, [...statuses]), isNotNull(bookings.tableRef));
  const order = [asc(bookings.seatedAt), asc(bookings.notifiedAt), asc(bookings.createdAt)];
  return withTables(executor, await bookingsWhere(executor, where, ...order));
}

/** The reservations of one of the restaurant's own days, whatever their status, by start. */
export async function reservationsOn(executor: Executor, locationId: number, reservationDate: string): Promise<BookingOnTable[]> {
  const where = and(eq(bookings.locationId, locationId), eq(bookings.kind, "reservation"), eq(bookings.reservationDate, reservationDate));
  return withTables(executor, await bookingsWhere(executor, where, asc(bookings.startsAt), asc(bookings.createdAt)));
}
