import { unwrap } from "@forkful/api-client/api-client";
import { staffHistoryAnswerSchema } from "@forkful/contracts/staff-team";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/support/requests/{id}/history (a manager): who answered the request and when (refreshed with the list). */
export const useSupportRequestHistory = (id: string) =>
  useQuery({
    queryKey: staffKeys.supportRequestHistory(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await staffCall({
          method: "GET",
          path: `/staff/support/requests/${encodeURIComponent(id)}/history`,
          schema: staffHistoryAnswerSchema,
          signal,
        }),
      ),
  });
