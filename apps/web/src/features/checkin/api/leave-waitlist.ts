import { bookingSchema, type cancelBookingRequestSchema } from "@forkful/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { bookingQueryKey } from "../../../entities/booking/api/bookings";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { waitTimesQueryKey } from "./get-wait-times";

export type LeaveWaitlistRequest = z.input<typeof cancelBookingRequestSchema>;

/** PUT /customer/cancel-table?user=customer: the party leaves the line, saying why. */
export async function leaveWaitlist(request: LeaveWaitlistRequest) {
  return unwrap(
    await apiRequest({
      method: "PUT",
      path: "/customer/cancel-table",
      query: { user: "customer" },
      payload: request,
      schema: bookingSchema,
      auth: true,
    }),
  );
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKey(booking.reservationId), booking);
      void queryClient.invalidateQueries({ queryKey: waitTimesQueryKey(booking.locationId) });
    },
  });
}
