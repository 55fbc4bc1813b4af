/** The kitchen's tickets (KOT) of spec §7, per round of a table's tab, and (issue 13) the staff calls that move them. */
import {
  kitchenItemBodySchema,
  kitchenItemParamsSchema,
  kitchenTicketBodySchema,
  kitchenTicketParamsSchema,
  kitchenTicketSchema,
  kitchenTicketsAnswerSchema,
} from "@forkful/contracts/kitchen";
import { kotAnswerSchema, kotRequestSchema } from "@forkful/contracts/order-lookups";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf, requireStaff } from "../../plugins/caller";
import { encodedCall, jsonCall } from "../../plugins/envelope";
import type { KitchenDeps } from "./kitchen-deps";
import { moveKitchenDish, moveKitchenTicket } from "./kitchen-moves";
import { kitchenQueue } from "./kitchen-queue";
import { kitchenTicket } from "./kitchen-ticket";

const tag = "orders";
const security = [{ bearer: [] }];

export async function kitchenRoutes(app: FastifyInstance, deps: KitchenDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/kot/v2/getKOTItemsBySortOrder",
    encodedCall(tag, "The kitchen tickets of an order, one per round", { body: kotRequestSchema, answer: kotAnswerSchema }),
    async (request) => kitchenTicket(deps, request.body, { diner: callerOf(request), staff: request.staff }),
  );

  routes.get(
    "/staff/kitchen/tickets",
    jsonCall("staff", "The restaurant's kitchen tickets not yet served, oldest first", {
      security,
      answer: kitchenTicketsAnswerSchema,
    }),
    async (request) => kitchenQueue(deps, requireStaff(request)),
  );

  routes.put(
    "/staff/kitchen/orders/:orderId/items/:lineId",
    jsonCall("staff", "Move a dish of a tab: in preparation (41), ready (42), served (59)", {
      security,
      params: kitchenItemParamsSchema,
      body: kitchenItemBodySchema,
      answer: kitchenTicketSchema,
    }),
    async (request) => moveKitchenDish(deps, { ...request.params, ...request.body }, requireStaff(request)),
  );

  routes.put(
    "/staff/kitchen/orders/:orderId/rounds/:sortOrder",
    jsonCall("staff", "Move a round's ticket of a tab: KOT ready (43) or served (59)", {
      security,
      params: kitchenTicketParamsSchema,
      body: kitchenTicketBodySchema,
      answer: kitchenTicketSchema,
    }),
    async (request) => moveKitchenTicket(deps, { ...request.params, ...request.body }, requireStaff(request)),
  );
}
