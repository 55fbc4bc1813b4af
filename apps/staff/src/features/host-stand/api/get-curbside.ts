import { unwrap } from "@forkful/api-client/api-client";
import { curbsideWaitingSchema } from "@forkful/contracts/curbside";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/curbside: diners waiting outside for their pickup order, the longest waiting first (the `curbside` topic). */
export const curbsideQuery = () =>
  queryOptions({
    queryKey: staffKeys.curbside(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/curbside", schema: curbsideWaitingSchema, signal })),
  });

export const useCurbside = (enabled = true) => useQuery({ ...curbsideQuery(), enabled });
