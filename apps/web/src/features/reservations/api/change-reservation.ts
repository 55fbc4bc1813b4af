import { bookingSchema, type changeReservationRequestSchema } from "@forkful/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { bookingQueryKey } from "../../../entities/booking/api/bookings";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { reservationSlotsKey } from "./get-reservation-slots";

export type ChangeReservationInput = z.input<typeof changeReservationRequestSchema> & { locationId: number };

/** POST /merchants/{locationId}/reservations: a reservation's new day, time or party size. */
export async function changeReservation({ locationId, ...change }: ChangeReservationInput) {
  return apiRequest({ method: "POST", path: `/merchants/${locationId}/reservations`, payload: change, schema: bookingSchema, auth: true });
}

export function useChangeReservation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof changeReservation> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: changeReservation,
    onSuccess: (...args) => {
      const [result, input] = args;
      if (result.ok) queryClient.setQueryData(bookingQueryKey(result.data.reservationId), result.data);
      void queryClient.invalidateQueries({ queryKey: reservationSlotsKey(input.locationId) });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
