/** The row a diner's booking request writes, as either kind starts it (Active, the diner's own details). */
import type { BookingRequest } from "@forkful/contracts/bookings";
import type { BookingRow, NewBookingRow } from "./booking-rows";

export function bookingRequestRow(kind: BookingRow["kind"], request: BookingRequest, customerId: string, now: Date): NewBookingRow {
  return {
    kind,
    locationId: request.locationId,
    customerId,
    idempotencyKey: request.idempotencyKey,
    status: "Active",
    fullName: request.fullName,
    phone: request.phone,
    email: request.email ?? null,
    guestCount: request.guestCount,
    note: request.note || null,
    deviceId: request.deviceId,
    channelName: request.channelName,
    seatTogether: request.seatTogether,
    createdAt: now,
    updatedAt: now,
  };
}
