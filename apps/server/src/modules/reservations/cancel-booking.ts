/**
 * PUT /customer/cancel-table?user=customer: the diner leaves the line or cancels a reservation, with a reason. Only
 * while it is still waiting (Active or Notified); a held table is let go. The location named must be the booking's.
 */
import type { Booking } from "@forkful/contracts/bookings";
import { BadRequestError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { findBooking, moveBookingTo, ownBooking, tellTheParty, toBooking } from "../bookings/public";
import type { ReservationsDeps } from "./reservations-deps";

export interface CancelBookingInput {
  locationId: number;
  reservationId: string;
  cancelReason: string;
}

export async function cancelBooking(deps: ReservationsDeps, input: CancelBookingInput, caller: Caller | null): Promise<Booking> {
  const owned = await ownBooking(deps.db, input.reservationId, caller);
  if (owned.booking.locationId !== input.locationId) throw new BadRequestError("This booking is at another restaurant");
  const record = await deps.db.transaction(async (tx) => {
    const locked = await findBooking(tx, input.reservationId, { lock: true });
    const now = deps.clock();
    const moved = await moveBookingTo(deps, tx, locked!, "Cancelled", {
      cancelledAt: now,
      cancelReason: input.cancelReason,
      endedBy: "customer",
      // A reservation keeps its table for the record; a check-in's hold is let go.
      ...(locked!.booking.kind === "checkin" ? { tableRef: null } : {}),
    });
    return { ...locked!, booking: moved, table: moved.tableRef ? locked!.table : null };
  });
  await deps.events.publish("lineMoved", { locationId: record.booking.locationId, bookingId: record.booking.id });
  await tellTheParty(deps, "cancelled", record);
  return toBooking(record, null, deps.clock());
}
