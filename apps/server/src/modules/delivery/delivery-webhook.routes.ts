/**
 * POST /delivery/webhooks/{partner}: a courier partner's signed webhook (sent by the partner, not the app). The
 * signature is checked over the raw body before anything is read: a wrong or missing one is refused (401) and
 * changes nothing; a delivery Forkful never booked is 404.
 */
import { DELIVERY_TEXTS, deliveryPartnerSchema, deliveryWebhookAnswerSchema } from "@forkful/contracts/delivery";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UnauthorizedError } from "../../lib/domain-errors";
import type { DeliveryDeps } from "./delivery-deps";
import { partnerWebhook } from "./partner-webhook";

export async function deliveryWebhookRoutes(app: FastifyInstance, { deps }: { deps: DeliveryDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only in this plugin: keep the body as text, so the signature is checked over exactly what was sent.
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  routes.post(
    "/delivery/webhooks/:partner",
    { schema: { hide: true, params: z.object({ partner: deliveryPartnerSchema }), response: { 200: deliveryWebhookAnswerSchema } } },
    async (request) => {
      const text = typeof request.body === "string" ? request.body : "";
      const signature = request.headers[deps.webhooks.signatureHeader];
      const event = deps.webhooks.verify(request.params.partner, text, typeof signature === "string" ? signature : undefined);
      if (!event || event.partner !== request.params.partner) throw new UnauthorizedError(DELIVERY_TEXTS.badSignature);
      await partnerWebhook(deps, event);
      return { received: true as const };
    },
  );
}
