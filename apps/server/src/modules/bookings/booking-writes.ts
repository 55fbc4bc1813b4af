/** Writing bookings' rows: a new one, a status move conditional on the status read, a reminder's mark. No rules here. */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import type { BookingPatch, BookingRow, NewBookingRow } from "./booking-rows";

export async function insertBooking(executor: Executor, values: NewBookingRow): Promise<BookingRow> {
  const [row] = await executor.insert(bookings).values(values).returning();
  return row!;
}

/** Changes a booking only while it is in one of `from` (a raced move changes nothing and answers null). */
export async function moveBooking(
  executor: Executor,
  id: string,
  from: readonly BookingRow["status"][],
  patch: BookingPatch,
): Promise<BookingRow | null> {
  const [row] = await executor
    .update(bookings)
    .set(patch)
    .where(and(eq(bookings.id, id), inArray(bookings.status, [...from])))
    .returning();
  return row ?? null;
}

/** Marks the reminder sent unless it already was (or the reservation ended): null when another sweep won. */
export async function markReminded(executor: Executor, id: string, now: Date): Promise<BookingRow | null> {
  const [row] = await executor
    .update(bookings)
    .set({ remindedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, "Active"), isNull(bookings.remindedAt)))
    .returning();
  return row ?? null;
}

/** Takes back a reminder marked at `at` whose send failed, so the next sweep sends it. */
export async function unmarkReminded(executor: Executor, id: string, at: Date): Promise<void> {
  await executor
    .update(bookings)
    .set({ remindedAt: null })
    .where(and(eq(bookings.id, id), eq(bookings.remindedAt, at)));
}
