import { unwrap } from "@forkful/api-client/api-client";
import { type StaffServicesBody, staffServicesSchema } from "@forkful/contracts/services-off";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/services (a manager): delivery, check-in and reservations, each on or off until when. */
export function useServices() {
  return useQuery({
    queryKey: staffKeys.services(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/services", schema: staffServicesSchema, signal })),
    // A service turned off for a while comes back by itself: read again each minute so the panel says so.
    refetchInterval: 60_000,
  });
}

/** PUT /staff/services: turn one service off for a while or until turned back on, or back on. */
export function useSetService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffServicesBody) =>
      staffCall({ method: "PUT", path: "/staff/services", payload: body, schema: staffServicesSchema }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(staffKeys.services(), result.data);
    },
  });
}
