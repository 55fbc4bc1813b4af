import { unwrap } from "@forkful/api-client/api-client";
import { type StaffOrderingBody, staffOrderingSchema } from "@forkful/contracts/ordering-pause";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/ordering (a manager): whether the restaurant takes online orders now, paused or paced. */
export function useOrdering() {
  return useQuery({
    queryKey: staffKeys.ordering(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/ordering", schema: staffOrderingSchema, signal })),
    // A pause ends by itself: read again each minute so the bar says so.
    refetchInterval: 60_000,
  });
}

/** PUT /staff/ordering: pause for a while, take orders again, or set or clear the pace. */
export function useSetOrdering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderingBody) =>
      staffCall({ method: "PUT", path: "/staff/ordering", payload: body, schema: staffOrderingSchema }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(staffKeys.ordering(), result.data);
    },
  });
}
