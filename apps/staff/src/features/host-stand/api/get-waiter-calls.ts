import { unwrap } from "@forkful/api-client/api-client";
import { waiterCallsAnswerSchema } from "@forkful/contracts/waiter-calls";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/waiter-calls: the open and acknowledged calls, oldest first. The `waiterCalls` topic refreshes it. */
export const waiterCallsQuery = () =>
  queryOptions({
    queryKey: staffKeys.waiterCalls(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/waiter-calls", schema: waiterCallsAnswerSchema, signal })).calls,
  });

export const useWaiterCalls = (enabled = true) => useQuery({ ...waiterCallsQuery(), enabled });
