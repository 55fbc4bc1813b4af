import { bookingSchema } from "@forkful/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/**
 * POST /staff/tables/{tableId}/cleared: the party of a table that needs clearing has gone and the table is laid again.
 * Refused (409, with the server's words) for a table in any other state.
 */
export function useClearTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) =>
      staffCall({ method: "POST", path: `/staff/tables/${encodeURIComponent(tableId)}/cleared`, payload: {}, schema: bookingSchema }),
    onSettled: () => Promise.all([staffKeys.tables(), staffKeys.waitlist()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
