/**
 * Reading one booking: by id (with its table and its restaurant), by the idempotency key that made it, and the party a
 * table is held for or seated at. Executor first: the db, or the caller's open transaction. No rules here.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { locationForBookings } from "../merchants/public";
import { tablesByRefs } from "../tables/public";
import type { BookingRecord, BookingRow } from "./booking-rows";

/** The booking with its table (if any) and its restaurant; `lock` locks its row until the transaction ends. */
export async function findBooking(executor: Executor, id: string, options: { lock?: boolean } = {}): Promise<BookingRecord | null> {
  const query = executor.select().from(bookings).where(eq(bookings.id, id));
  const [booking] = options.lock ? await query.for("update") : await query;
  if (!booking) return null;
  const location = await locationForBookings(executor, booking.locationId);
  if (!location) return null;
  const table = booking.tableRef ? (await tablesByRefs(executor, [booking.tableRef])).get(booking.tableRef) : undefined;
  return { booking, table: table ?? null, location };
}

export async function findBookingByIdempotencyKey(executor: Executor, key: string): Promise<BookingRow | null> {
  const [row] = await executor.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  return row ?? null;
}

/** The party a table is held for or seated at now (by the table's row id), if any. */
export async function partyAtTable(executor: Executor, tableRef: string): Promise<BookingRow | null> {
  const [row] = await executor
    .select()
    .from(bookings)
    .where(and(eq(bookings.tableRef, tableRef), inArray(bookings.status, ["Notified", "Seated"])))
    .limit(1);
  return row ?? null;
}
