import { staffLogoutAnswerSchema } from "@forkful/contracts/staff-sessions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffCall } from "../../../shared/api/staff-client";
import { clearStaffSession } from "../../../shared/api/staff-session";

/**
 * POST /staff/logout ends the session on the server; this device forgets it whatever the answer (a sign-out the
 * server did not hear still leaves nobody signed in here, and the access token runs out on its own).
 */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await staffCall({ method: "POST", path: "/staff/logout", schema: staffLogoutAnswerSchema });
      } finally {
        clearStaffSession();
        queryClient.clear();
      }
    },
  });
}
