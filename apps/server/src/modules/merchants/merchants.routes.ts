import {
  findMerchantAnswerSchema,
  findMerchantRequestSchema,
  locationByIdRequestSchema,
  locationBySlugRequestSchema,
  merchantDetailsRequestSchema,
  merchantDetailsSchema,
  restaurantDetailSchema,
} from "@forkful/contracts/merchants";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../../lib/clock";
import type { TtlCache } from "../../lib/ttl-cache";
import { sendCachedAnswer } from "../../plugins/envelope";
import type { MerchantsService } from "./merchants.service";

export async function merchantsRoutes(
  app: FastifyInstance,
  { service, answers, clock }: { service: MerchantsService; answers: TtlCache<string>; clock: Clock },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const encoded = { encoded: true };

  routes.post(
    "/customer/findMerchant/v2",
    {
      config: encoded,
      schema: {
        tags: ["restaurants"],
        summary: "Restaurants by city, by position (nearest first) or by text",
        body: findMerchantRequestSchema,
        response: { 200: findMerchantAnswerSchema },
      },
    },
    async (request, reply) => {
      const query = request.body;
      // Lists by city or text are few and read on every home page: kept for the current minute, which is
      // as long as an opening state holds. Lists by position differ per diner and are always computed.
      if (query.lat !== undefined) return service.findMerchants(query);
      const minute = Math.floor(clock().getTime() / 60_000);
      return sendCachedAnswer(reply, answers, `${minute}:${query.cityName ?? ""}:${query.searchText ?? ""}`, () =>
        service.findMerchants(query),
      );
    },
  );

  routes.post(
    "/merchants/locations/slug",
    {
      config: encoded,
      schema: {
        tags: ["restaurants"],
        summary: "A restaurant location by its slug",
        body: locationBySlugRequestSchema,
        response: { 200: restaurantDetailSchema },
      },
    },
    async (request) => service.locationBySlug(request.body.slug),
  );

  routes.post(
    "/merchants/locations/id",
    {
      config: encoded,
      schema: {
        tags: ["restaurants"],
        summary: "A restaurant location by its id",
        body: locationByIdRequestSchema,
        response: { 200: restaurantDetailSchema },
      },
    },
    async (request) => service.locationById(request.body.locationId),
  );

  routes.post(
    "/merchants/details/v2",
    {
      config: encoded,
      schema: {
        tags: ["restaurants"],
        summary: "A merchant (brand) and its locations",
        body: merchantDetailsRequestSchema,
        response: { 200: merchantDetailsSchema },
      },
    },
    async (request) => service.merchantDetails(request.body.slug),
  );
}
