import { unwrap } from "@forkful/api-client/api-client";
import { staffDayAnswerSchema } from "@forkful/contracts/day-at-a-glance";
import type { StaffRole } from "@forkful/contracts/staff-tables";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** The figures move as orders do: read again every minute while the screen is open. */
const REFRESH_MS = 60_000;

/** GET /staff/day (a manager, an owner): today at the restaurant; an owner gets every restaurant of theirs (`all=1`). */
export const dayQuery = (role: StaffRole) =>
  queryOptions({
    queryKey: [...staffKeys.day(), role === "owner" ? "all" : "here"],
    queryFn: async ({ signal }) =>
      unwrap(
        await staffCall({
          method: "GET",
          path: "/staff/day",
          query: role === "owner" ? { all: "1" } : {},
          schema: staffDayAnswerSchema,
          signal,
        }),
      ),
    refetchInterval: REFRESH_MS,
  });

export const useDay = (role: StaffRole) => useQuery(dayQuery(role));
