import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BookingRequestInput, bookingQueryKey, makeBooking } from "../../../entities/booking/api/bookings";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { rememberReservation } from "../lib/reservation-marker";
import { reservationSlotsKey } from "./get-reservation-slots";

export type ReservationRequest = BookingRequestInput;

/** POST /customer/reservations with a date and time (entities/booking/api/bookings makes it); the id is held locally (spec §4). */
export async function createReservation(request: ReservationRequest) {
  const result = await makeBooking(request);
  if (result.ok) rememberReservation(result.data.booking.reservationId);
  return result;
}

/** Books a table: the new reservation is in the cache for its page at once, and the day's slots are asked again. */
export function useCreateReservation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createReservation> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createReservation,
    onSuccess: (...args) => {
      const [result] = args;
      if (result.ok) {
        const { booking } = result.data;
        queryClient.setQueryData(bookingQueryKey(booking.reservationId), booking);
        void queryClient.invalidateQueries({ queryKey: reservationSlotsKey(booking.locationId) });
      }
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
