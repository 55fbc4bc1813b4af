/**
 * The calls a check-in, a tableside check-in and a reservation share (spec §7): making one
 * (POST /customer/reservations, its encoded payload in the query param `data`) and reading one
 * (POST /customer/reservationId/v2). Each feature adds what it keeps of the answer (its local marker, its cache).
 */
import { bookingAnswerSchema, type bookingRequestSchema, bookingSchema } from "@forkful/contracts/bookings";
import { toE164 } from "@forkful/contracts/phone";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest, errorStatus, unwrap } from "../../../shared/api/api-client";
import { sessionAccess } from "../../../shared/api/session-access";

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/**
 * Makes a check-in or reservation. The same idempotency key always answers the same booking, so a retry books once.
 * Made signed out, the answer brings the guest session that owns it, which the diner's session keeps from then on
 * (as a guest's order does).
 */
export async function makeBooking(request: BookingRequestInput) {
  const result = await apiRequest({
    method: "POST",
    path: "/customer/reservations",
    payload: request,
    payloadIn: "query",
    schema: bookingAnswerSchema,
    auth: true,
  });
  if (!result.ok) return result;
  const { guestSession, booking } = result.data;
  if (guestSession) {
    const mobile = booking.phone ?? toE164(request.phone, request.countryCode ?? "+1") ?? request.phone;
    sessionAccess()?.openGuest(guestSession, { fullName: booking.fullName, mobile, email: booking.email ?? "" });
  }
  return result;
}

/** A check-in or reservation as its diner reads it now (403 for someone else's, 404 for none). */
export async function readBooking(reservationId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/customer/reservationId/v2",
      payload: { reservationId },
      schema: bookingSchema,
      signal,
      auth: true,
    }),
  );
}

export const bookingQueryKey = (reservationId: string) => ["booking", reservationId] as const;

export function bookingQueryOptions(reservationId: string) {
  return queryOptions({
    queryKey: bookingQueryKey(reservationId),
    queryFn: ({ signal }) => readBooking(reservationId, signal),
    // Someone else's or none at all stays so: asking again would not change the answer.
    retry: (count, error) => count < 2 && ![403, 404].includes(errorStatus(error) ?? 0),
  });
}
