import {
  findMerchantRequestSchema,
  locationByIdRequestSchema,
  locationBySlugRequestSchema,
  merchantDetailsRequestSchema,
} from "@forkful/contracts/merchants";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../../lib/clock";
import { decodeData, encoded, sendSerialized } from "../../lib/encoded-body";
import { encodedBody } from "../../lib/route-schemas";
import type { TtlCache } from "../../lib/ttl-cache";
import type { MerchantsService } from "./merchants.service";

const encodedCall = (summary: string) => encodedBody("restaurants", summary);

export async function merchantsRoutes(
  app: FastifyInstance,
  { service, answers, clock }: { service: MerchantsService; answers: TtlCache<string>; clock: Clock },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/customer/findMerchant/v2",
    { schema: encodedCall("Restaurants by city, by position (nearest first) or by text") },
    async (request, reply) => {
      const query = decodeData(request.body.data, findMerchantRequestSchema);
      const answer = async () => JSON.stringify(encoded(await service.findMerchants(query)));
      // Lists by city or text are few and read on every home page: kept for the current minute, which is
      // as long as an opening state holds. Lists by position differ per diner and are always computed.
      const minute = Math.floor(clock().getTime() / 60_000);
      const body =
        query.lat === undefined
          ? await answers.getOrLoad(`${minute}:${query.cityName ?? ""}:${query.searchText ?? ""}`, answer)
          : await answer();
      return sendSerialized(reply, body);
    },
  );

  routes.post("/merchants/locations/slug", { schema: encodedCall("A restaurant location by its slug") }, async (request) =>
    encoded(await service.locationBySlug(decodeData(request.body.data, locationBySlugRequestSchema).slug)),
  );

  routes.post("/merchants/locations/id", { schema: encodedCall("A restaurant location by its id") }, async (request) =>
    encoded(await service.locationById(decodeData(request.body.data, locationByIdRequestSchema).locationId)),
  );

  routes.post("/merchants/details/v2", { schema: encodedCall("A merchant (brand) and its locations") }, async (request) =>
    encoded(await service.merchantDetails(decodeData(request.body.data, merchantDetailsRequestSchema).slug)),
  );
}
