import { bookingSchema } from "@forkful/contracts/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, errorStatus, unwrap } from "../../../shared/api/api-client";

/** POST /customer/reservationId/v2: the diner's check-in as it is now (their place in line, their table). */
export async function getCheckin(reservationId: string, signal?: AbortSignal) {
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

export const checkinQueryKey = (reservationId: string) => ["checkin", "booking", reservationId] as const;

export function checkinQueryOptions(reservationId: string) {
  return queryOptions({
    queryKey: checkinQueryKey(reservationId),
    queryFn: ({ signal }) => getCheckin(reservationId, signal),
    // Not theirs or gone (403, 404): asking again changes nothing.
    retry: (count, error) => count < 2 && errorStatus(error) !== 403 && errorStatus(error) !== 404,
  });
}

export function useCheckin(reservationId: string | null) {
  return useQuery({ ...checkinQueryOptions(reservationId ?? ""), enabled: reservationId !== null });
}
