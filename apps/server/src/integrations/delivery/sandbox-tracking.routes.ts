/** The sandbox partners' tracking pages at /sandbox/delivery/{partner}/{id} (not part of Forkful's API). */
import { DELIVERY_PARTNERS, DELIVERY_TEXTS, type DeliveryPartner } from "@forkful/contracts/delivery";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../../lib/clock";
import { errorBody } from "../../plugins/error-handler";
import type { SandboxDelivery } from "./sandbox-couriers";
import { SANDBOX_TRACKING_BASE_PATH, SANDBOX_TRACKING_CSP, sandboxTrackingPage } from "./sandbox-tracking-page";

const paramsSchema = z.object({ partner: z.enum(DELIVERY_PARTNERS), id: z.string().min(1).max(200) });

export async function sandboxTrackingRoutes(
  app: FastifyInstance,
  options: { find(partner: DeliveryPartner, id: string): Promise<SandboxDelivery | null>; clock: Clock },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(`${SANDBOX_TRACKING_BASE_PATH}/:partner/:id`, { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    const delivery = await options.find(request.params.partner, request.params.id);
    if (!delivery || delivery.state === "created") return reply.status(404).send(errorBody(404, DELIVERY_TEXTS.unknownDelivery));
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", SANDBOX_TRACKING_CSP)
      .header("cache-control", "no-store")
      .send(sandboxTrackingPage(delivery, options.clock()));
  });
}
