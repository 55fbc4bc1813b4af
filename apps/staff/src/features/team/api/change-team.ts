import type { ApiResult } from "@forkful/api-client/api-client";
import { type AddStaffMember, type StaffMember, staffMemberSchema, type UpdateStaffMember } from "@forkful/contracts/staff-team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** Every team change reads the team (and the histories under its key) again. */
function useTeamChange<T>(call: (input: T) => Promise<ApiResult<StaffMember>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.team() }) });
}

/** POST /staff/team: a new account with its first password. */
export const useAddMember = () =>
  useTeamChange((member: AddStaffMember) => staffCall({ method: "POST", path: "/staff/team", payload: member, schema: staffMemberSchema }));

/** PUT /staff/team/{staffId}: a new role, name, or turned off / on (the account's sessions end). */
export const useUpdateMember = () =>
  useTeamChange(({ staffId, ...change }: UpdateStaffMember & { staffId: string }) =>
    staffCall({ method: "PUT", path: `/staff/team/${encodeURIComponent(staffId)}`, payload: change, schema: staffMemberSchema }),
  );

/** PUT /staff/team/{staffId}/password: a new password (the account's sessions end). */
export const useResetPassword = () =>
  useTeamChange(({ staffId, password }: { staffId: string; password: string }) =>
    staffCall({
      method: "PUT",
      path: `/staff/team/${encodeURIComponent(staffId)}/password`,
      payload: { password },
      schema: staffMemberSchema,
    }),
  );
