/** Reading the book: the reservations slots are computed from, the tables taken now, and the reminders due. No rules here. */
import { ACTIVE_BOOKING_STATUSES } from "@forkful/contracts/booking-states";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bookings } from "../../db/schema/bookings";

/** A reservation holding a table for [startsAt, endsAt). */
export interface HeldTable {
  tableRef: string;
  startsAt: Date;
  endsAt: Date;
}

const holdsTable = inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]);
const otherThan = (reservationId: string | undefined): SQL | undefined => (reservationId ? ne(bookings.id, reservationId) : undefined);

/** Reservations holding a table at some time in [from, to), one of them left out (the one being changed). */
export async function reservationsBetween(ex: Executor, locationId: number, from: Date, to: Date, except?: string): Promise<HeldTable[]> {
  const rows = await ex
    .select({ tableRef: bookings.tableRef, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        eq(bookings.kind, "reservation"),
        holdsTable,
        isNotNull(bookings.tableRef),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
        otherThan(except),
      ),
    );
  return rows.map((row) => ({ tableRef: row.tableRef!, startsAt: row.startsAt!, endsAt: row.endsAt! }));
}

/** Tables a party is held at or seated at now, of either kind (one of them left out). */
export async function tablesTakenNow(ex: Executor, locationId: number, except?: string): Promise<string[]> {
  const rows = await ex
    .select({ tableRef: bookings.tableRef })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        inArray(bookings.status, ["Notified", "Seated"]),
        isNotNull(bookings.tableRef),
        otherThan(except),
      ),
    );
  return rows.map((row) => row.tableRef!);
}

/** The phone's standing reservations at the location on that day (one of them left out). */
export async function reservationsOnDay(ex: Executor, locationId: number, phone: string, date: string, except?: string): Promise<string[]> {
  const rows = await ex
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        eq(bookings.kind, "reservation"),
        eq(bookings.phone, phone),
        eq(bookings.reservationDate, date),
        holdsTable,
        otherThan(except),
      ),
    );
  return rows.map((row) => row.id);
}

/** Reservations still booked that start in (now, until] and have had no reminder, soonest first. */
export async function remindersDue(ex: Executor, now: Date, until: Date, limit: number): Promise<string[]> {
  const rows = await ex
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.kind, "reservation"),
        eq(bookings.status, "Active"),
        isNull(bookings.remindedAt),
        isNotNull(bookings.phone),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, until),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
