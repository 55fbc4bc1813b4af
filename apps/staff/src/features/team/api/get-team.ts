import { unwrap } from "@forkful/api-client/api-client";
import { staffHistoryAnswerSchema, staffTeamAnswerSchema } from "@forkful/contracts/staff-team";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/team (a manager): the restaurant's staff accounts, by name. */
export const teamQuery = () =>
  queryOptions({
    queryKey: staffKeys.team(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/team", schema: staffTeamAnswerSchema, signal })),
  });

export const useTeam = () => useQuery(teamQuery());

/** GET /staff/team/{staffId}/history (a manager): what was done to the account and what it did (refreshed with the team). */
export const useMemberHistory = (staffId: string) =>
  useQuery({
    queryKey: staffKeys.teamHistory(staffId),
    queryFn: async ({ signal }) =>
      unwrap(
        await staffCall({
          method: "GET",
          path: `/staff/team/${encodeURIComponent(staffId)}/history`,
          schema: staffHistoryAnswerSchema,
          signal,
        }),
      ),
  });
