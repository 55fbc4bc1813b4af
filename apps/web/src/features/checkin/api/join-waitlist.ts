import type { bookingRequestSchema } from "@forkful/contracts/bookings";
import { bookingAnswerSchema } from "@forkful/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client";
import { sessionAccess } from "../../../shared/api/session-access";
import { rememberCheckin } from "../lib/checkin-marker";
import { checkinQueryKey } from "./get-checkin";
import { waitTimesQueryKey } from "./get-wait-times";

export type JoinWaitlistRequest = z.input<typeof bookingRequestSchema>;

/**
 * POST /customer/reservations (the encoded payload in the query param `data`, spec §7): a check-in to the waitlist.
 * The same idempotency key always answers the same check-in. Joined signed out, the answer brings the guest session
 * that owns the check-in, which the diner's session keeps from then on (as a guest's order does).
 */
export async function joinWaitlist(request: JoinWaitlistRequest) {
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
  return result;
}

/** Joins the line: the check-in is remembered on this device and in the cache for the live view at once. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (result) => {
      if (!result.ok) return;
      const { booking } = result.data;
      rememberCheckin(booking.reservationId);
      queryClient.setQueryData(checkinQueryKey(booking.reservationId), booking);
      void queryClient.invalidateQueries({ queryKey: waitTimesQueryKey(booking.locationId) });
    },
  });
}
