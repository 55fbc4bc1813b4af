/** Staff calls (beyond the spec): sign in, list the location's orders, move an order. JSON. */
import {
  orderSchema,
  ordersPageSchema,
  staffLoginAnswerSchema,
  staffLoginBodySchema,
  staffStatusBodySchema,
} from "@forkful/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../plugins/caller";
import type { StaffService } from "./staff.service";

export async function staffRoutes(
  app: FastifyInstance,
  { service, attemptsPerMinute }: { service: StaffService; attemptsPerMinute: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/staff/login",
    {
      config: { rateLimit: { max: attemptsPerMinute, timeWindow: "1 minute" } },
      schema: { tags: ["staff"], summary: "Staff sign in", body: staffLoginBodySchema, response: { 200: staffLoginAnswerSchema } },
    },
    async (request) => service.login(request.body.userName, request.body.password),
  );

  routes.get(
    "/staff/orders",
    {
      schema: {
        tags: ["staff"],
        summary: "The location's orders, newest first",
        security: [{ bearer: [] }],
        querystring: z.object({
          status: z
            .string()
            .regex(/^\d{1,3}(,\d{1,3}){0,20}$/, "status is a list of status codes")
            .optional(),
        }),
        response: { 200: ordersPageSchema },
      },
    },
    async (request) => service.orders(requireStaff(request), request.query.status?.split(",").map(Number)),
  );

  routes.put(
    "/staff/orders/:orderId/status",
    {
      schema: {
        tags: ["staff"],
        summary: "Move an order to its next status; an invalid move is refused with 409",
        security: [{ bearer: [] }],
        params: z.object({ orderId: z.string().uuid("Order ID is not valid") }),
        body: staffStatusBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => service.moveOrder(requireStaff(request), request.params.orderId, request.body.status),
  );

  routes.put(
    "/staff/orders/:orderId/payment",
    {
      schema: {
        tags: ["staff"],
        summary: "Record that a diner who chose to pay at the restaurant has paid (25 → 19)",
        security: [{ bearer: [] }],
        params: z.object({ orderId: z.string().uuid("Order ID is not valid") }),
        response: { 200: orderSchema },
      },
    },
    async (request) => service.collectAtCounter(requireStaff(request), request.params.orderId),
  );
}
