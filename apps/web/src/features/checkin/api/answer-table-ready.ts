import type { PartyAnswer } from "@forkful/contracts/booking-states";
import { bookingSchema } from "@forkful/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bookingQueryKey } from "../../../entities/booking/api/bookings";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export interface TableReadyAnswer {
  reservationId: string;
  answer: PartyAnswer;
}

/** POST /customer/reservations/{reservationId}/answer: the ready party tells the host it is on its way, or needs a few more minutes. */
export async function answerTableReady({ reservationId, answer }: TableReadyAnswer) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: `/customer/reservations/${encodeURIComponent(reservationId)}/answer`,
      payload: { answer },
      schema: bookingSchema,
      auth: true,
    }),
  );
}

export function useAnswerTableReady() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTableReady,
    onSuccess: (booking) => queryClient.setQueryData(bookingQueryKey(booking.reservationId), booking),
  });
}
