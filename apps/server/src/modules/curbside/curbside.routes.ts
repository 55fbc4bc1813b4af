/** Curbside pickup (issue 14; beyond the spec, JSON): the diner's "I'm here" on their own pickup order. */
import { curbsideArrivalRequestSchema } from "@forkful/contracts/curbside";
import { orderSchema } from "@forkful/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { announceArrival } from "./announce-arrival";
import type { CurbsideDeps } from "./curbside-deps";

export async function curbsideRoutes(app: FastifyInstance, deps: CurbsideDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/order/curbside/arrived",
    jsonCall("orders", "Tell the restaurant the diner is outside (car and spot) for their own pickup order; a repeat updates it", {
      security: [{ bearer: [] }],
      body: curbsideArrivalRequestSchema,
      answer: orderSchema,
    }),
    async (request) => announceArrival(deps, request.body, callerOf(request)),
  );
}
