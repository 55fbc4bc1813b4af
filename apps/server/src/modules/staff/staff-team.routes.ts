/** A manager's team (issue 26): the restaurant's staff accounts and the record of what was done to them. JSON. */
import {
  addStaffMemberBodySchema,
  resetStaffPasswordBodySchema,
  staffHistoryAnswerSchema,
  staffMemberParamsSchema,
  staffMemberSchema,
  staffTeamAnswerSchema,
  updateStaffMemberBodySchema,
} from "@forkful/contracts/staff-team";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import type { StaffDeps } from "./staff-deps";
import { addStaffMember, resetStaffPassword, staffHistory, staffTeam, updateStaffMember } from "./staff-team";

const tag = "staff";
const security = [{ bearer: [] }];

export async function staffTeamRoutes(app: FastifyInstance, { deps }: { deps: StaffDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/team",
    jsonCall(tag, "The restaurant's staff accounts", { security, answer: staffTeamAnswerSchema }),
    async (request) => staffTeam(deps, requireStaff(request)),
  );

  routes.post(
    "/staff/team",
    jsonCall(tag, "Add a staff account at the restaurant, with its first password; a user name taken is refused with 409", {
      security,
      body: addStaffMemberBodySchema,
      answer: staffMemberSchema,
      status: 201,
    }),
    async (request, reply) => {
      const member = await addStaffMember(deps, request.body, requireStaff(request));
      reply.status(201);
      return member;
    },
  );

  routes.put(
    "/staff/team/:staffId",
    jsonCall(tag, "Set a staff account's role or full name, or turn it off or on (turning it off ends its sessions)", {
      security,
      params: staffMemberParamsSchema,
      body: updateStaffMemberBodySchema,
      answer: staffMemberSchema,
    }),
    async (request) => updateStaffMember(deps, { ...request.body, staffId: request.params.staffId }, requireStaff(request)),
  );

  routes.put(
    "/staff/team/:staffId/password",
    jsonCall(tag, "Give a staff account a new password (its sessions end)", {
      security,
      params: staffMemberParamsSchema,
      body: resetStaffPasswordBodySchema,
      answer: staffMemberSchema,
    }),
    async (request) =>
      resetStaffPassword(deps, { staffId: request.params.staffId, password: request.body.password }, requireStaff(request)),
  );

  routes.get(
    "/staff/team/:staffId/history",
    jsonCall(tag, "What was done to a staff account and what it did, newest first (the last 100 actions)", {
      security,
      params: staffMemberParamsSchema,
      answer: staffHistoryAnswerSchema,
    }),
    async (request) => staffHistory(deps, request.params.staffId, requireStaff(request)),
  );
}
