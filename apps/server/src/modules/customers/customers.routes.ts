/** Profile calls of spec §7. Every one acts only for the signed-in caller. */
import { customerDetailsSchema } from "@forkful/contracts/auth";
import { customerUpdateBodySchema, profileFetchRequestSchema, profileUpdateRequestSchema } from "@forkful/contracts/customers";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { decodeData, encoded } from "../../lib/encoded-body";
import { encodedBody } from "../../lib/route-schemas";
import { requireCaller, requireSameCustomer } from "../../plugins/caller";
import type { CustomersService } from "./customers.service";

const encodedCall = (summary: string) => encodedBody("customers", summary, { security: [{ bearer: [] }] });

export async function customersRoutes(app: FastifyInstance, { service }: { service: CustomersService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every call here needs a signed-in caller: checked before the body is read, so no token is 401 whatever the body.
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      requireCaller(request);
    },
  };

  routes.post("/customer/profile/v2", { ...signedIn, schema: encodedCall("The caller's profile") }, async (request) => {
    const { id } = decodeData(request.body.data, profileFetchRequestSchema);
    requireSameCustomer(request, id);
    return encoded(await service.profile(id));
  });

  routes.put(
    "/customer/profile/v2",
    { ...signedIn, schema: encodedCall("Change location, a favourite restaurant, email or promotions") },
    async (request) => {
      const { customerId, favoriteMerchantLocationRequest, ...update } = decodeData(request.body.data, profileUpdateRequestSchema);
      requireSameCustomer(request, customerId);
      if (favoriteMerchantLocationRequest) requireSameCustomer(request, favoriteMerchantLocationRequest.customerId);
      return encoded(await service.updateProfile(customerId, { ...update, favoriteMerchantLocationRequest }));
    },
  );

  routes.put(
    "/api/v2/customers",
    {
      ...signedIn,
      schema: {
        tags: ["customers"],
        summary: "Update the caller's details (JSON); 400 with 'linked' when a mobile, email or username belongs to another account",
        security: [{ bearer: [] }],
        body: customerUpdateBodySchema,
        response: { 200: z.object({ customerDetails: customerDetailsSchema }) },
      },
    },
    async (request) => {
      const { customerId, ...update } = request.body;
      requireSameCustomer(request, customerId);
      return { customerDetails: await service.updateCustomer(customerId, update) };
    },
  );
}
