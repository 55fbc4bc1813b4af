import { bookingSchema } from "@forkful/contracts/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, errorStatus, unwrap } from "../../../shared/api/api-client";

/** POST /customer/reservationId/v2: a reservation as its diner reads it (403 for someone else's, 404 for none). */
export async function getReservation(reservationId: string, signal?: AbortSignal) {
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

export const reservationQueryKey = (reservationId: string) => ["reservation", reservationId] as const;

export function reservationQueryOptions(reservationId: string) {
  return queryOptions({
    queryKey: reservationQueryKey(reservationId),
    queryFn: ({ signal }) => getReservation(reservationId, signal),
    // Someone else's reservation or none at all stays so: asking again would not change the answer.
    retry: (count, error) => ![403, 404].includes(errorStatus(error) ?? 0) && count < 2,
  });
}

export function useReservation(reservationId: string) {
  return useQuery(reservationQueryOptions(reservationId));
}
