import { reservationSlotsAnswerSchema } from "@forkful/contracts/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export interface SlotsQuery {
  locationId: number;
  guestCount: number;
  /** YYYY-MM-DD in the restaurant's calendar. */
  date: string;
  /** When changing a reservation: its own table counts as free. */
  reservationId?: string;
}

/** GET /merchants/generate-reservation-slot/{locationId}?guestCount=&date=: the day's slots for the party. */
export async function getReservationSlots({ locationId, guestCount, date, reservationId }: SlotsQuery, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "GET",
      path: `/merchants/generate-reservation-slot/${locationId}`,
      query: { guestCount, date, reservationId },
      schema: reservationSlotsAnswerSchema,
      signal,
    }),
  );
}

/** Every slots query of a restaurant starts with this key: a booking, change or cancel there asks them again. */
export const reservationSlotsKey = (locationId: number) => ["reservation-slots", locationId] as const;

export function reservationSlotsQueryOptions(query: SlotsQuery) {
  return queryOptions({
    queryKey: [...reservationSlotsKey(query.locationId), query.date, query.guestCount, query.reservationId ?? null],
    queryFn: ({ signal }) => getReservationSlots(query, signal),
    staleTime: 30_000,
  });
}

export function useReservationSlots(query: SlotsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...reservationSlotsQueryOptions(query), enabled });
}
