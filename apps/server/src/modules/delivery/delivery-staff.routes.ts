/** The restaurant's own deliveries, for its staff: which courier partners it uses (issue 14), its open deliveries and a re-dispatch (issue 26). Thin. */
import { chooseDeliveryPartnersRequestSchema, staffDeliveryPartnersSchema } from "@forkful/contracts/delivery";
import { staffDeliveriesAnswerSchema, staffDeliveryParamsSchema, staffDeliverySchema } from "@forkful/contracts/staff-deliveries";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import type { DeliveryDeps } from "./delivery-deps";
import { chooseDeliveryPartners, deliveryPartnersOf } from "./delivery-partners";
import { redispatchDelivery, staffDeliveries } from "./staff-deliveries";

const security = [{ bearer: [] }];

export async function deliveryStaffRoutes(app: FastifyInstance, { deps }: { deps: DeliveryDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/staff/delivery/partners",
    jsonCall("staff", "The courier partners the restaurant delivers with, most preferred first, and those this server offers", {
      security,
      answer: staffDeliveryPartnersSchema,
    }),
    async (request) => deliveryPartnersOf(deps, requireStaff(request)),
  );
  routes.put(
    "/staff/delivery/partners",
    jsonCall("staff", "Choose the courier partners (a manager): Forkful quotes them and books the best, in this order on a tie", {
      security,
      body: chooseDeliveryPartnersRequestSchema,
      answer: staffDeliveryPartnersSchema,
    }),
    async (request) => chooseDeliveryPartners(deps, request.body, requireStaff(request)),
  );
  routes.get(
    "/staff/deliveries",
    jsonCall("staff", "The open deliveries (accepted, not finished), oldest first: partner, courier, state and ETA", {
      security,
      answer: staffDeliveriesAnswerSchema,
    }),
    async (request) => staffDeliveries(deps, requireStaff(request)),
  );
  routes.post(
    "/staff/deliveries/:orderId/redispatch",
    jsonCall("staff", "Re-dispatch a delivery (a manager): cancel its courier with the partner and ask the next partner allowed", {
      security,
      params: staffDeliveryParamsSchema,
      answer: staffDeliverySchema,
    }),
    async (request) => redispatchDelivery(deps, request.params, requireStaff(request)),
  );
}
