import { unwrap } from "@forkful/api-client/api-client";
import { staffHistoryAnswerSchema } from "@forkful/contracts/staff-team";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/bookings/{reservationId}/history (manager, host): each host stand move on the party, with who and when. */
export const useBookingHistory = (reservationId: string) =>
  useQuery({
    queryKey: staffKeys.bookingHistory(reservationId),
    queryFn: async ({ signal }) =>
      unwrap(
        await staffCall({
          method: "GET",
          path: `/staff/bookings/${encodeURIComponent(reservationId)}/history`,
          schema: staffHistoryAnswerSchema,
          signal,
        }),
      ),
  });
