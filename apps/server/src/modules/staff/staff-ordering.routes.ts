/** Staff calls (beyond the spec) pausing or pacing the restaurant's online ordering (issue 26). JSON; managers only. */
import { staffOrderingBodySchema, staffOrderingSchema } from "@forkful/contracts/ordering-pause";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import type { StaffDeps } from "./staff-deps";
import { setStaffOrdering, staffOrdering } from "./staff-ordering";

const tag = "staff";
const security = [{ bearer: [] }];

export async function staffOrderingRoutes(app: FastifyInstance, { deps }: { deps: StaffDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/ordering",
    jsonCall(tag, "How the restaurant takes online orders now: its pause, its pace, and when an order for now is taken again", {
      security,
      answer: staffOrderingSchema,
    }),
    async (request) => staffOrdering(deps, requireStaff(request)),
  );

  routes.put(
    "/staff/ordering",
    jsonCall(
      tag,
      "Pause online ordering (until a time, or for N minutes; null takes orders again) and/or pace it (orders per 15 minutes)",
      {
        security,
        body: staffOrderingBodySchema,
        answer: staffOrderingSchema,
      },
    ),
    async (request) => setStaffOrdering(deps, request.body, requireStaff(request)),
  );
}
