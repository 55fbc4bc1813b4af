import { unwrap } from "@forkful/api-client/api-client";
import { staffWaitlistAnswerSchema } from "@forkful/contracts/staff-tables";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/waitlist: the parties in line, in order, and those seated. The live stream's `line` topic refreshes it. */
export const waitlistQuery = () =>
  queryOptions({
    queryKey: staffKeys.waitlist(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/waitlist", schema: staffWaitlistAnswerSchema, signal })),
  });

export const useWaitlist = () => useQuery(waitlistQuery());
