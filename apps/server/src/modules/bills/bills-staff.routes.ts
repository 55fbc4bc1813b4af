/** Staff's call on a table's bill (decision 028): void a round placed in error (a manager). JSON. */
import { orderSchema } from "@forkful/contracts/orders";
import { voidRoundBodySchema, voidRoundParamsSchema } from "@forkful/contracts/round-voids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { type VoidRoundDeps, voidRound } from "./void-round";

export async function billsStaffRoutes(app: FastifyInstance, deps: VoidRoundDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/staff/orders/:orderId/rounds/:sortOrder/void",
    jsonCall("staff", "Void a round placed in error: its dishes leave the bill, their stock comes back, its ticket goes (a manager)", {
      security: [{ bearer: [] }],
      params: voidRoundParamsSchema,
      body: voidRoundBodySchema,
      answer: orderSchema,
    }),
    async (request) => voidRound(deps, { ...request.params, reason: request.body.reason }, requireStaff(request)),
  );
}
