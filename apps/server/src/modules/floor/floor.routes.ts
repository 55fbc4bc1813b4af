/** Floor calls: the restaurant's tables, as a tableside page reads them. */
import { tableDetailsAnswerSchema, tableDetailsRequestSchema } from "@forkful/contracts/floor";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import type { FloorDeps } from "./floor-deps";
import { tableDetails } from "./table-details";

const tag = "tables";

export async function floorRoutes(app: FastifyInstance, deps: FloorDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/merchants/locations/reservations/table-details/v2",
    encodedCall(tag, "A restaurant's floor, or one table of it: who sits there is told only to that party", {
      body: tableDetailsRequestSchema,
      answer: tableDetailsAnswerSchema,
    }),
    async (request) => tableDetails(deps, request.body, callerOf(request)),
  );
}
