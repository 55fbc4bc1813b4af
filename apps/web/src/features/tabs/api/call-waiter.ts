import { waiterCallSchema } from "@forkful/contracts/waiter-calls";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import { waiterCallQueryKey } from "./get-waiter-call";

export interface CallWaiterInput {
  locationId: number;
  tableId: string;
  /** The token of the table's QR code (decision 028). */
  tableToken?: string | undefined;
  /** The tab the caller sits at, when there is one. */
  orderId?: string;
}

/** POST /customer/call-waiter: 201 a new call; 200 the table's call again (a repeat within the cooldown). */
export async function callWaiter({ locationId, tableId, tableToken, orderId }: CallWaiterInput) {
  return apiRequest({
    method: "POST",
    path: "/customer/call-waiter",
    payload: { locationId, tableId, ...(tableToken ? { tableToken } : {}), ...(orderId ? { orderId } : {}) },
    schema: waiterCallSchema,
    auth: true,
  });
}

/** Calls the waiter; the answer is the call's query at once (its state is then followed by polling). */
export function useCallWaiter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callWaiter,
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(waiterCallQueryKey(result.data.callId), result.data);
    },
  });
}
