/** Staff calls (beyond the spec) turning delivery, online check-in or reservations off for a while (issue 26). JSON; managers only. */
import { staffServicesBodySchema, staffServicesSchema } from "@forkful/contracts/services-off";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import type { StaffDeps } from "./staff-deps";
import { setStaffServices, staffServices } from "./staff-services";

const tag = "staff";
const security = [{ bearer: [] }];

export async function staffServicesRoutes(app: FastifyInstance, { deps }: { deps: StaffDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/services",
    jsonCall(tag, "Delivery, online check-in and reservations now: each on, or off until a time or until turned back on", {
      security,
      answer: staffServicesSchema,
    }),
    async (request) => staffServices(deps, requireStaff(request)),
  );

  routes.put(
    "/staff/services",
    jsonCall(tag, "Turn one service off for N minutes or until turned back on (untilReopened), or back on (minutes: null)", {
      security,
      body: staffServicesBodySchema,
      answer: staffServicesSchema,
    }),
    async (request) => setStaffServices(deps, request.body, requireStaff(request)),
  );
}
