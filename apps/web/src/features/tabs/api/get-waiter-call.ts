import { WAITER_CALL_POLL_MS, waiterCallSchema } from "@forkful/contracts/waiter-calls";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export const waiterCallQueryKey = (callId: string) => ["waiter-call", callId] as const;

/** GET /customer/call-waiter/{callId}: the call's state ("on the way" once staff acknowledge it) and the next call's time. */
export async function getWaiterCall(callId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "GET",
      path: `/customer/call-waiter/${encodeURIComponent(callId)}`,
      schema: waiterCallSchema,
      signal,
    }),
  );
}

/** The call, asked again every 4 s while it is open (staff have not answered yet); not at all without a call. */
export function waiterCallQueryOptions(callId: string | null) {
  return queryOptions({
    queryKey: waiterCallQueryKey(callId ?? ""),
    queryFn: ({ signal }) => getWaiterCall(callId ?? "", signal),
    enabled: callId !== null,
    refetchInterval: (query) => (query.state.data?.state === "open" ? WAITER_CALL_POLL_MS : false),
    retry: false,
  });
}

export function useWaiterCall(callId: string | null) {
  return useQuery(waiterCallQueryOptions(callId));
}
