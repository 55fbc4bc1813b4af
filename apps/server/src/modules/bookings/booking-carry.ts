/** The bookings a code's sign-in carries into its customer: read and moved in the sign-in's transaction. No rules here. */

import { and, eq, inArray, isNotNull, ne, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import type { BookingRow } from "./booking-rows";
import { ONLINE_ACTIVE_CHECKIN } from "./line-reads";

export type CarriedBooking = Pick<BookingRow, "id" | "customerId" | "kind" | "status" | "channelName" | "createdAt">;

const carried = {
  id: bookings.id,
  customerId: bookings.customerId,
  kind: bookings.kind,
  status: bookings.status,
  channelName: bookings.channelName,
  createdAt: bookings.createdAt,
};

/** The guest's bookings, and those others (not the customer) made with this number. */
export async function bookingsToCarry(tx: Executor, guestId: string | null, phone: string, customerId: string): Promise<CarriedBooking[]> {
  const byNumber = and(eq(bookings.phone, phone), isNotNull(bookings.customerId), ne(bookings.customerId, customerId));
  return tx
    .select(carried)
    .from(bookings)
    .where(guestId ? or(eq(bookings.customerId, guestId), byNumber) : byNumber);
}

/** Whether the customer holds a place in a waitlist (a live check-in made online: one per diner). */
export async function hasLiveCheckin(tx: Executor, customerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), ONLINE_ACTIVE_CHECKIN))
    .limit(1);
  return rows.length > 0;
}

export async function moveBookings(tx: Executor, ids: string[], toCustomerId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const moved = await tx.update(bookings).set({ customerId: toCustomerId }).where(inArray(bookings.id, ids)).returning({ id: bookings.id });
  return moved.length;
}
