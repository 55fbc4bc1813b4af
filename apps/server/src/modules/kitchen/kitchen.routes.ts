/** The kitchen's tickets (KOT) of spec §7, per round of a table's tab, and (issue 13) the staff calls that move them. */
import {
  kitchenItemBodySchema,
  kitchenItemParamsSchema,
  kitchenRecallAnswerSchema,
  kitchenStationsSchema,
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
import { bumpTicket, recallTicket } from "./kitchen-bump";
import type { KitchenDeps } from "./kitchen-deps";
import { moveKitchenDish, moveKitchenTicket } from "./kitchen-moves";
import { kitchenQueue } from "./kitchen-queue";
import { kitchenStationsOf, setKitchenStations } from "./kitchen-stations";
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

  routes.post(
    "/staff/kitchen/orders/:orderId/rounds/:sortOrder/bump",
    jsonCall("staff", "Bump a ticket one step: ready (a tab's round 43, any other order 13), then a tab's served (59)", {
      security,
      params: kitchenTicketParamsSchema,
      answer: kitchenTicketSchema,
    }),
    async (request) => bumpTicket(deps, request.params, requireStaff(request)),
  );

  routes.post(
    "/staff/kitchen/recall",
    jsonCall("staff", "Put the last ticket bumped in the past hour back on the rail", { security, answer: kitchenRecallAnswerSchema }),
    async (request) => recallTicket(deps, requireStaff(request)),
  );

  routes.get(
    "/staff/kitchen/stations",
    jsonCall("staff", "The restaurant's stations and the dishes routed to each", { security, answer: kitchenStationsSchema }),
    async (request) => kitchenStationsOf(deps, requireStaff(request)),
  );

  routes.put(
    "/staff/kitchen/stations",
    jsonCall("staff", "Set the restaurant's stations and route dishes to them, by dish or category", {
      security,
      body: kitchenStationsSchema,
      answer: kitchenStationsSchema,
    }),
    async (request) => setKitchenStations(deps, request.body, requireStaff(request)),
  );
}
