import { useQuery } from "@tanstack/react-query";
import { bookingQueryOptions } from "../../../entities/booking/api/bookings";

/** A reservation as its diner reads it (403 for someone else's, 404 for none). */
export function useReservation(reservationId: string) {
  return useQuery(bookingQueryOptions(reservationId));
}
