import { bookingSchema } from "@forkful/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** A host's move of a booking (a check-in or a reservation), with what it needs. */
export type BookingMove =
  | { move: "notify"; reservationId: string; tableId?: string }
  | { move: "seat"; reservationId: string; tableId: string }
  | { move: "finish" | "no-show"; reservationId: string }
  | { move: "cancel"; reservationId: string; cancelReason: string };

/**
 * POST /staff/bookings/{reservationId}/{notify|seat|finish|no-show|cancel}. A refused move (409: the state does not
 * allow it, the table is taken or too small) comes back as a result with the server's message, and changes nothing.
 */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ move, reservationId, ...body }: BookingMove) =>
      staffCall({ method: "POST", path: `/staff/bookings/${reservationId}/${move}`, payload: body, schema: bookingSchema }),
    onSettled: () =>
      Promise.all(
        [staffKeys.waitlist(), staffKeys.reservations(), staffKeys.tables()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
