/** The delivery calls of spec §7: a quote before checkout, a delivery's tracking details, its courier's position. Thin. */
import {
  deliveryQuoteAnswerSchema,
  deliveryQuoteQuerySchema,
  deliveryQuoteRequestSchema,
  deliveryStatusRequestSchema,
  trackingDetailsSchema,
  valetLocationQuerySchema,
  valetLocationSchema,
} from "@forkful/contracts/delivery";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import type { DeliveryDeps } from "./delivery-deps";
import { quoteDelivery } from "./quote-delivery";
import { trackingDetails } from "./tracking-details";
import { valetLocation } from "./valet-location";

const tag = "delivery";

export async function deliveryRoutes(app: FastifyInstance, { deps, quotesPerMinute }: { deps: DeliveryDeps; quotesPerMinute: number }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/delivery/quote",
    encodedCall(tag, "What delivering a cart to a point costs: the restaurant's fee and area, and the partners' quotes, best first", {
      querystring: deliveryQuoteQuerySchema,
      body: deliveryQuoteRequestSchema,
      answer: deliveryQuoteAnswerSchema,
      // Public (a cart quotes before sign-in), and each quote asks up to four partners: held to a stricter pace.
      config: { rateLimit: { max: quotesPerMinute, timeWindow: "1 minute" } },
    }),
    async (request) =>
      quoteDelivery(deps, { ...request.body, deliveryProviderId: request.query.deliveryProviderId ?? request.body.deliveryProviderId }),
  );

  routes.post(
    "/delivery/status/v2",
    encodedCall(tag, "A delivery order's courier: runner and tracking URL, runner only, ETA only, or why it failed", {
      body: deliveryStatusRequestSchema,
      answer: trackingDetailsSchema,
    }),
    async (request) => trackingDetails(deps, request.body, callerOf(request), request.staff),
  );

  routes.get(
    "/valet/getValetLocation",
    encodedCall(tag, "Where a delivery's courier is now", { querystring: valetLocationQuerySchema, answer: valetLocationSchema }),
    async (request) => valetLocation(deps, request.query.deliveryStaffId, callerOf(request), request.staff),
  );
}
