/** Reading the line: the floor it waits for, recent visits, a diner's live check-in, ready parties past their time. No rules here. */
import { ACTIVE_BOOKING_STATUSES } from "@forkful/contracts/booking-states";
import { and, asc, eq, gte, inArray, isNotNull, lte, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import type { BookingRow } from "./booking-rows";

/** What the line waits on at one location: who holds its tables, the line, the reservations about to start. */
export interface WaitlistFloorRows {
  /** Parties held a table (Notified) or sat at one (Seated). */
  atTables: BookingRow[];
  /** Check-ins still waiting (Active, Notified), first in line first. */
  line: BookingRow[];
  /** Booked reservations starting between the two instants asked. */
  comingReservations: BookingRow[];
}

/** A place held in a waitlist: a live check-in made online, as the one-per-phone and one-per-diner unique indexes say. */
export const ONLINE_ACTIVE_CHECKIN = and(
  eq(bookings.kind, "checkin"),
  eq(bookings.channelName, "ONLINE"),
  inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
);

export async function waitlistFloor(ex: Executor, locationId: number, reservations: { from: Date; to: Date }): Promise<WaitlistFloorRows> {
  const atLocation = eq(bookings.locationId, locationId);
  const [atTables, line, comingReservations] = await Promise.all([
    ex
      .select()
      .from(bookings)
      .where(and(atLocation, inArray(bookings.status, ["Notified", "Seated"]), isNotNull(bookings.tableRef))),
    ex
      .select()
      .from(bookings)
      .where(and(atLocation, eq(bookings.kind, "checkin"), inArray(bookings.status, ["Active", "Notified"])))
      .orderBy(asc(bookings.createdAt), asc(bookings.id)),
    ex
      .select()
      .from(bookings)
      .where(
        and(
          atLocation,
          eq(bookings.kind, "reservation"),
          eq(bookings.status, "Active"),
          gte(bookings.startsAt, reservations.from),
          lte(bookings.startsAt, reservations.to),
        ),
      ),
  ]);
  return { atTables, line, comingReservations };
}

/** Visits of the location that ended since `since`: party size, when it sat, when it left. */
export const recentVisits = (ex: Executor, locationId: number, since: Date) =>
  ex
    .select({ guestCount: bookings.guestCount, seatedAt: bookings.seatedAt, finishedAt: bookings.finishedAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        eq(bookings.status, "Completed"),
        isNotNull(bookings.seatedAt),
        gte(bookings.finishedAt, since),
      ),
    );

/** A diner's check-in that is still active (in line or seated), by phone or by the diner's own id. */
export async function activeOnlineCheckin(ex: Executor, who: { phone: string; customerId: string | null }): Promise<BookingRow | null> {
  const matches: SQL[] = [eq(bookings.phone, who.phone)];
  if (who.customerId) matches.push(eq(bookings.customerId, who.customerId));
  const [row] = await ex
    .select()
    .from(bookings)
    .where(and(ONLINE_ACTIVE_CHECKIN, or(...matches)))
    .limit(1);
  return row ?? null;
}

/** Check-ins told their table is ready whose time to answer has passed, oldest first. */
export const dueReleases = async (ex: Executor, now: Date, limit: number): Promise<string[]> =>
  (
    await ex
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.kind, "checkin"), eq(bookings.status, "Notified"), lte(bookings.answerBy, now)))
      .orderBy(asc(bookings.answerBy))
      .limit(limit)
  ).map((row) => row.id);
