/** Staff sessions (issue 26): the refresh token rotated, and sign-out. JSON. */
import { staffLogoutAnswerSchema, staffTokenBodySchema, staffTokensSchema } from "@forkful/contracts/staff-sessions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import type { StaffDeps } from "./staff-deps";
import { refreshStaffSession, signOutStaff } from "./staff-session";

const tag = "staff";
const security = [{ bearer: [] }];

export async function staffSessionRoutes(app: FastifyInstance, { deps }: { deps: StaffDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/staff/token",
    jsonCall(tag, "Exchange a staff refresh token for a new pair (rotation); a token presented twice ends its session", {
      body: staffTokenBodySchema,
      answer: staffTokensSchema,
    }),
    async (request) => refreshStaffSession(deps, request.body),
  );

  routes.post(
    "/staff/logout",
    jsonCall(tag, "Sign out: end the session of this access token (its refresh token stops working too)", {
      security,
      answer: staffLogoutAnswerSchema,
    }),
    async (request) => signOutStaff(deps, requireStaff(request)),
  );
}
