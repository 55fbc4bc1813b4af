import { bookingAnswerSchema, type bookingRequestSchema } from "@forkful/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { sessionAccess } from "../../../shared/api/session-access";
import { rememberReservation } from "../lib/reservation-marker";
import { reservationQueryKey } from "./get-reservation";
import { reservationSlotsKey } from "./get-reservation-slots";

export type ReservationRequest = z.input<typeof bookingRequestSchema>;

/**
 * POST /customer/reservations, its payload in the query param `data` (spec §7). The same idempotency key answers the
 * same reservation, so a retry books once. Booked signed out, the answer carries the guest session that owns the
 * reservation, which the diner's session keeps (as a guest's order does); the id is held locally as spec §4 says.
 */
export async function createReservation(request: ReservationRequest) {
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
    sessionAccess()?.openGuest(guestSession, {
      fullName: booking.fullName,
      mobile: booking.phone ?? request.phone,
      email: booking.email ?? "",
    });
  }
  rememberReservation(booking.reservationId);
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
        queryClient.setQueryData(reservationQueryKey(booking.reservationId), booking);
        void queryClient.invalidateQueries({ queryKey: reservationSlotsKey(booking.locationId) });
      }
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
