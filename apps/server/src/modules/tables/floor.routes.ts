/** Floor calls: the restaurant's tables, as a tableside page reads them. */
import { tableDetailsAnswerSchema, tableDetailsRequestSchema } from "@forkful/contracts/floor";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import { tableDetails } from "./table-details";
import type { TablesDeps } from "./tables-deps";

const tag = "tables";

export async function floorRoutes(app: FastifyInstance, deps: TablesDeps) {
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
