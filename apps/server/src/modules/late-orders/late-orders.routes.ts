/** Staff calls (beyond the spec) for late orders (issue 26): the restaurant's rules, and giving an offered credit. Managers only. */
import { lateOrderRulesSchema } from "@forkful/contracts/late-orders";
import { orderSchema } from "@forkful/contracts/orders";
import { staffOrderParamsSchema } from "@forkful/contracts/staff";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { giveLateCredit } from "./give-late-credit";
import { setStaffLateOrderRules, staffLateOrderRules } from "./late-order-rules";
import type { LateOrdersDeps } from "./late-orders-deps";

const tag = "staff";
const security = [{ bearer: [] }];

export async function lateOrdersRoutes(app: FastifyInstance, { deps }: { deps: LateOrdersDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/late-orders",
    jsonCall(tag, "The restaurant's late-order rules: the grace before a diner is told, and the credit for a long wait", {
      security,
      answer: lateOrderRulesSchema,
    }),
    async (request) => staffLateOrderRules(deps, requireStaff(request)),
  );

  routes.put(
    "/staff/late-orders",
    jsonCall(
      tag,
      "Set the late-order rules: grace (minutes), credit threshold (minutes late), credit amount, given automatically or offered",
      {
        security,
        body: lateOrderRulesSchema,
        answer: lateOrderRulesSchema,
      },
    ),
    async (request) => setStaffLateOrderRules(deps, request.body, requireStaff(request)),
  );

  routes.post(
    "/staff/orders/:orderId/late-credit",
    jsonCall(tag, "Give the diner the credit offered for their late order (once)", {
      security,
      params: staffOrderParamsSchema,
      answer: orderSchema,
    }),
    async (request) => giveLateCredit(deps, { orderId: request.params.orderId }, requireStaff(request)),
  );
}
