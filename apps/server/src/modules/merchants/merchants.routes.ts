/** The restaurant calls of spec §7. Thin: decode, call the service, encode. */
import { encodedAnswerSchema, encodedRequestSchema } from "@forkful/contracts/envelope";
import {
  findMerchantRequestSchema,
  locationByIdRequestSchema,
  locationBySlugRequestSchema,
  merchantDetailsRequestSchema,
} from "@forkful/contracts/merchants";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { decodeData, encoded } from "../../lib/encoded-body";
import type { MerchantsService } from "./merchants.service";

const encodedCall = (summary: string) => ({
  tags: ["restaurants"],
  summary,
  body: encodedRequestSchema,
  response: { 200: encodedAnswerSchema },
});

export async function merchantsRoutes(app: FastifyInstance, { service }: { service: MerchantsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/customer/findMerchant/v2",
    { schema: encodedCall("Restaurants by city, by position (nearest first) or by text") },
    async (request) => encoded(await service.findMerchants(decodeData(request.body.data, findMerchantRequestSchema))),
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
