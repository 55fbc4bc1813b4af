/**
 * Staff calls (beyond the spec): sign in, list the location's orders, move an order, take money at the counter, see
 * who waits outside for a pickup. JSON.
 */
import { curbsideWaitingSchema } from "@forkful/contracts/curbside";
import { orderSchema, ordersPageSchema } from "@forkful/contracts/orders";
import {
  staffLoginBodySchema,
  staffOrderParamsSchema,
  staffOrderSchema,
  staffOrdersQuerySchema,
  staffSplitParamsSchema,
  staffStatusBodySchema,
} from "@forkful/contracts/staff";
import { staffSignInAnswerSchema } from "@forkful/contracts/staff-sessions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { curbsideWaiting } from "../curbside/public";
import type { StaffDeps } from "./staff-deps";
import { staffLogin } from "./staff-login";
import { staffOrder } from "./staff-order-history";
import { collectAtCounter, collectPartAtCounter, moveOrderByStaff, staffOrders } from "./staff-orders";

const tag = "staff";
const security = [{ bearer: [] }];

export async function staffRoutes(app: FastifyInstance, { deps, attemptsPerMinute }: { deps: StaffDeps; attemptsPerMinute: number }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/staff/login",
    jsonCall(tag, "Staff sign in: a session's access token and refresh token (POST /staff/token rotates it)", {
      body: staffLoginBodySchema,
      answer: staffSignInAnswerSchema,
      config: { rateLimit: { max: attemptsPerMinute, timeWindow: "1 minute" } },
    }),
    async (request) => staffLogin(deps, request.body),
  );

  routes.get(
    "/staff/orders",
    jsonCall(tag, "The location's orders, newest first", { security, querystring: staffOrdersQuerySchema, answer: ordersPageSchema }),
    async (request) => staffOrders(deps, request.query.status?.split(",").map(Number), requireStaff(request)),
  );

  routes.get(
    "/staff/curbside",
    jsonCall(tag, "Diners waiting outside for their pickup order, the longest waiting first", {
      security,
      answer: curbsideWaitingSchema,
    }),
    async (request) => curbsideWaiting(deps.db, requireStaff(request).locationId),
  );

  routes.put(
    "/staff/orders/:orderId/status",
    jsonCall(tag, "Move an order to its next status; an invalid move is refused with 409", {
      security,
      params: staffOrderParamsSchema,
      body: staffStatusBodySchema,
      answer: orderSchema,
    }),
    async (request) => moveOrderByStaff(deps, { orderId: request.params.orderId, ...request.body }, requireStaff(request)),
  );

  routes.get(
    "/staff/orders/:orderId",
    jsonCall(tag, "One of the location's orders, with its history: who moved it and when, a cancel's reason, the prep time", {
      security,
      params: staffOrderParamsSchema,
      answer: staffOrderSchema,
    }),
    async (request) => staffOrder(deps, request.params.orderId, requireStaff(request)),
  );

  routes.put(
    "/staff/orders/:orderId/payment",
    jsonCall(tag, "Record that a diner who chose to pay at the restaurant has paid (25 → 19)", {
      security,
      params: staffOrderParamsSchema,
      answer: orderSchema,
    }),
    async (request) => collectAtCounter(deps, request.params, requireStaff(request)),
  );

  routes.put(
    "/staff/orders/:orderId/splits/:splitId/payment",
    jsonCall(tag, "Record that a diner paid their part of a split table bill at the restaurant (25 → 19)", {
      security,
      params: staffSplitParamsSchema,
      answer: orderSchema,
    }),
    async (request) => collectPartAtCounter(deps, request.params, requireStaff(request)),
  );
}
