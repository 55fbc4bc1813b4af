import { bookingSchema, type cancelBookingRequestSchema } from "@forkful/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { bookingQueryKey } from "../../../entities/booking/api/bookings";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { browserStorage } from "../../../shared/lib/storage-keys";
import { forgetReservation } from "../lib/reservation-marker";
import { reservationSlotsKey } from "./get-reservation-slots";

export type CancelReservationInput = z.input<typeof cancelBookingRequestSchema>;

/** PUT /customer/cancel-table?user=customer: cancels the reservation, with the diner's reason. */
export async function cancelReservation(input: CancelReservationInput) {
  const result = await apiRequest({
    method: "PUT",
    path: "/customer/cancel-table",
    query: { user: "customer" },
    payload: input,
    schema: bookingSchema,
    auth: true,
  });
  if (result.ok) forgetReservation(browserStorage(), input.reservationId);
  return result;
}

export function useCancelReservation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof cancelReservation> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: cancelReservation,
    onSuccess: (...args) => {
      const [result, input] = args;
      if (result.ok) queryClient.setQueryData(bookingQueryKey(input.reservationId), result.data);
      else void queryClient.invalidateQueries({ queryKey: bookingQueryKey(input.reservationId) });
      void queryClient.invalidateQueries({ queryKey: reservationSlotsKey(Number(input.locationId)) });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
