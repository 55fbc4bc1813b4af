import type { BookingRequest, bookingRequestSchema } from "@forkful/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { makeBooking } from "../../../entities/booking/api/bookings";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { rememberTablesideCheckin } from "../lib/tableside-storage";
import { tableQueryKey } from "./get-table-details";

/** What the tableside form sends: a check-in with the table's id (no reservation date or time). */
export type TablesideCheckinRequest = Omit<
  z.input<typeof bookingRequestSchema>,
  "locationId" | "tableId" | "reservationDate" | "reservationSlot"
> &
  Pick<BookingRequest, "locationId"> & { tableId: string; tableToken?: string | undefined };

/**
 * POST /customer/reservations?data=… with tableId: the party is checked in at this table and, when it is free,
 * seated there at once (409 with the server's text when someone else sits there). A guest's answer opens the guest
 * session that owns the check-in, as an order placed signed out does; the ids go to the spec's local keys.
 */
export async function checkInAtTable(request: TablesideCheckinRequest) {
  const result = await makeBooking(request);
  if (result.ok) rememberTablesideCheckin({ reservationId: result.data.booking.reservationId, tableId: request.tableId });
  return result;
}

/** Checks in at a table; the table's details (who sits there, whether it is the diner's) are asked again. */
export function useCheckInAtTable({ mutationConfig }: { mutationConfig?: MutationConfig<typeof checkInAtTable> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: checkInAtTable,
    onSuccess: (...args) => {
      const [result, request] = args;
      if (result.ok)
        void queryClient.invalidateQueries({ queryKey: tableQueryKey({ locationId: request.locationId, tableId: request.tableId }) });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
