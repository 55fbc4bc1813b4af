import { useQuery } from "@tanstack/react-query";
import { bookingQueryOptions } from "../../../entities/booking/api/bookings";

/** The diner's check-in as it is now (their place in line, their table), once there is one to read. */
export function useCheckin(reservationId: string | null) {
  return useQuery({ ...bookingQueryOptions(reservationId ?? ""), enabled: reservationId !== null });
}
