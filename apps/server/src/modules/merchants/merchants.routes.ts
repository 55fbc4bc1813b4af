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
import type { TtlCache } from "../../lib/ttl-cache";
import { encodedCall, sendCachedAnswer } from "../../plugins/envelope";
import { findMerchants, type MerchantsDeps } from "./find-merchants";
import { getMerchantDetails, getRestaurantById, getRestaurantBySlug } from "./restaurant-details";

const tag = "restaurants";

export async function merchantsRoutes(app: FastifyInstance, { deps, answers }: { deps: MerchantsDeps; answers: TtlCache<string> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/customer/findMerchant/v2",
    encodedCall(tag, "Restaurants by city, by position (nearest first) or by text", {
      body: findMerchantRequestSchema,
      answer: findMerchantAnswerSchema,
    }),
    async (request, reply) => {
      const query = request.body;
      // Lists by city or text are few and read on every home page: kept for the current minute, which is
      // as long as an opening state holds. Lists by position differ per diner and are always computed.
      if (query.lat !== undefined) return findMerchants(deps, query);
      const minute = Math.floor(deps.clock().getTime() / 60_000);
      return sendCachedAnswer(reply, answers, `${minute}:${query.cityName ?? ""}:${query.searchText ?? ""}`, () =>
        findMerchants(deps, query),
      );
    },
  );

  routes.post(
    "/merchants/locations/slug",
    encodedCall(tag, "A restaurant location by its slug", { body: locationBySlugRequestSchema, answer: restaurantDetailSchema }),
    async (request) => getRestaurantBySlug(deps, request.body),
  );

  routes.post(
    "/merchants/locations/id",
    encodedCall(tag, "A restaurant location by its id", { body: locationByIdRequestSchema, answer: restaurantDetailSchema }),
    async (request) => getRestaurantById(deps, request.body),
  );

  routes.post(
    "/merchants/details/v2",
    encodedCall(tag, "A merchant (brand) and its locations", { body: merchantDetailsRequestSchema, answer: merchantDetailsSchema }),
    async (request) => getMerchantDetails(deps, request.body),
  );
}
