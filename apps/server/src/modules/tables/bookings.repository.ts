/** Drizzle queries for bookings and the locks on a restaurant's floor. No rules here. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { merchantLocations, merchants } from "../../db/schema/merchants";
import { diningTables } from "../../db/schema/tables";
import type { BookingPatch, BookingRecord, BookingRow, Executor, LocationForBookings, NewBookingRow, TableRow } from "./booking-rows";

const locationColumns = {
  id: merchantLocations.id,
  slug: merchantLocations.locationSlug,
  merchantType: merchants.merchantType,
  branchName: merchantLocations.branchName,
  timeZone: merchantLocations.timeZoneCd,
  workingHours: merchantLocations.workingHours,
  onlineCheckin: merchantLocations.onlineCheckin,
  disabledServices: merchantLocations.disabledServices,
  maxOnlineCheckin: merchantLocations.maxOnlineCheckin,
  maxCheckinWaitThreshold: merchantLocations.maxCheckinWaitThreshold,
  tableSection: merchantLocations.tableSection,
  phoneNumber: merchantLocations.phoneNumber,
  active: merchantLocations.active,
};

async function locationForBookings(ex: Executor, locationId: number): Promise<LocationForBookings | null> {
  const [row] = await ex
    .select(locationColumns)
    .from(merchantLocations)
    .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
    .where(eq(merchantLocations.id, locationId));
  if (!row) return null;
  const { disabledServices, ...rest } = row;
  return { ...rest, reservationsOff: disabledServices.isReservation === true };
}

/** Every table of the location in id order: the order the floor lock takes them in, so a read sees what a lock would. */
const tablesOfFloor = (ex: Executor, locationId: number) =>
  ex.select().from(diningTables).where(eq(diningTables.locationId, locationId)).orderBy(asc(diningTables.id));

export function bookingQueries(_db: Database) {
  return {
    locationForBookings,

    async findBooking(ex: Executor, id: string, options: { lock?: boolean } = {}): Promise<BookingRecord | null> {
      const query = ex.select().from(bookings).where(eq(bookings.id, id));
      const [booking] = options.lock ? await query.for("update") : await query;
      if (!booking) return null;
      const location = await locationForBookings(ex, booking.locationId);
      if (!location) return null;
      const [table] = booking.tableRef ? await ex.select().from(diningTables).where(eq(diningTables.id, booking.tableRef)) : [];
      return { booking, table: table ?? null, location };
    },

    async findBookingByIdempotencyKey(ex: Executor, key: string): Promise<BookingRow | null> {
      const [row] = await ex.select().from(bookings).where(eq(bookings.idempotencyKey, key));
      return row ?? null;
    },

    async insertBooking(ex: Executor, values: NewBookingRow): Promise<BookingRow> {
      const [row] = await ex.insert(bookings).values(values).returning();
      return row!;
    },

    /** Changes a booking only while it is in one of `from` (a raced move changes nothing and answers null). */
    async moveBooking(ex: Executor, id: string, from: readonly BookingRow["status"][], patch: BookingPatch): Promise<BookingRow | null> {
      const [row] = await ex
        .update(bookings)
        .set(patch)
        .where(and(eq(bookings.id, id), inArray(bookings.status, [...from])))
        .returning();
      return row ?? null;
    },

    /**
     * Every table of the location, locked until the transaction ends: every writer that assigns or frees a table takes
     * this first, so two bookings for the last table run one after the other.
     */
    lockFloor: (ex: Executor, locationId: number): Promise<TableRow[]> => tablesOfFloor(ex, locationId).for("update"),

    /** The same tables in the same order, read without a lock (for showing slots and quoting waits). */
    tablesOfFloor: (ex: Executor, locationId: number): Promise<TableRow[]> => tablesOfFloor(ex, locationId),

    /** One table by the id printed on its QR code; "t4" finds "T4" (a typed address may lose the capital). */
    async tableById(ex: Executor, locationId: number, tableId: string): Promise<TableRow | null> {
      const [row] = await ex
        .select()
        .from(diningTables)
        .where(and(eq(diningTables.locationId, locationId), sql`upper(${diningTables.tableId}) = upper(${tableId})`))
        .limit(1);
      return row ?? null;
    },

    /** The party a table is held for or seated at now (by the table's row id), if any. */
    async partyAtTable(ex: Executor, tableRef: string): Promise<BookingRow | null> {
      const [row] = await ex
        .select()
        .from(bookings)
        .where(and(eq(bookings.tableRef, tableRef), inArray(bookings.status, ["Notified", "Seated"])))
        .limit(1);
      return row ?? null;
    },
  };
}
