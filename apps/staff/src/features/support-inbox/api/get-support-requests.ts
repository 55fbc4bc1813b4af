import { unwrap } from "@forkful/api-client/api-client";
import { staffSupportListSchema } from "@forkful/contracts/support";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/support/requests (a manager): the restaurant's requests, open first then newest. The live stream's `support` topic refreshes it. */
export const supportRequestsQuery = () =>
  queryOptions({
    queryKey: staffKeys.supportRequests(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/support/requests", schema: staffSupportListSchema, signal })),
  });

export const useSupportRequests = () => useQuery(supportRequestsQuery());
