/** The kitchen's tickets (KOT) of spec §7, per round of a table's tab, and (issue 13) the staff calls that move them. */
import { kotAnswerSchema, kotRequestSchema } from "@forkful/contracts/order-lookups";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { encodedCall } from "../../plugins/envelope";
import { kitchenTicket } from "./kitchen-ticket";
import type { OrdersDeps } from "./orders-deps";

const tag = "orders";

export async function kitchenRoutes(app: FastifyInstance, deps: OrdersDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/kot/v2/getKOTItemsBySortOrder",
    encodedCall(tag, "The kitchen tickets of an order, one per round", { body: kotRequestSchema, answer: kotAnswerSchema }),
    async (request) => kitchenTicket(deps, request.body),
  );
}
