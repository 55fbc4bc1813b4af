import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BookingRequestInput, bookingQueryKey, makeBooking } from "../../../entities/booking/api/bookings";
import { rememberCheckin } from "../lib/checkin-marker";
import { waitTimesQueryKey } from "./get-wait-times";

export type JoinWaitlistRequest = BookingRequestInput;

/** POST /customer/reservations without a date: a check-in to the waitlist (entities/booking/api/bookings makes it). */
export const joinWaitlist = (request: JoinWaitlistRequest) => makeBooking(request);

/** Joins the line: the check-in is remembered on this device and in the cache for the live view at once. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (result) => {
      if (!result.ok) return;
      const { booking } = result.data;
      rememberCheckin(booking.reservationId);
      queryClient.setQueryData(bookingQueryKey(booking.reservationId), booking);
      void queryClient.invalidateQueries({ queryKey: waitTimesQueryKey(booking.locationId) });
    },
  });
}
