/** Profile calls of spec §7. Every one acts only for the signed-in caller. */
import {
  customerUpdateAnswerSchema,
  customerUpdateBodySchema,
  profileFetchRequestSchema,
  profileUpdateRequestSchema,
  userDetailSchema,
} from "@forkful/contracts/customers";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCaller, requireSameCustomer } from "../../plugins/caller";
import { encodedCall, jsonCall } from "../../plugins/envelope";
import type { CustomersDeps } from "./customers-deps";
import { showProfile } from "./show-profile";
import { updateDetails } from "./update-details";
import { updateProfile } from "./update-profile";

const tag = "customers";
const security = [{ bearer: [] }];

export async function customersRoutes(app: FastifyInstance, { deps }: { deps: CustomersDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every call here needs a signed-in caller: checked before the body is read, so no token is 401 whatever the body.
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      requireCaller(request);
    },
  };

  routes.post(
    "/customer/profile/v2",
    { ...signedIn, ...encodedCall(tag, "The caller's profile", { security, body: profileFetchRequestSchema, answer: userDetailSchema }) },
    async (request) => {
      requireSameCustomer(request, request.body.id);
      return showProfile(deps, request.body);
    },
  );

  routes.put(
    "/customer/profile/v2",
    {
      ...signedIn,
      ...encodedCall(tag, "Change location, a favourite restaurant, email or promotions", {
        security,
        body: profileUpdateRequestSchema,
        answer: userDetailSchema,
      }),
    },
    async (request) => {
      const { customerId, favoriteMerchantLocationRequest } = request.body;
      requireSameCustomer(request, customerId);
      if (favoriteMerchantLocationRequest) requireSameCustomer(request, favoriteMerchantLocationRequest.customerId);
      return updateProfile(deps, request.body);
    },
  );

  routes.put(
    "/api/v2/customers",
    {
      ...signedIn,
      ...jsonCall(
        tag,
        "Update the caller's details (JSON); 400 with 'linked' when a mobile, email or username belongs to another account",
        {
          security,
          body: customerUpdateBodySchema,
          answer: customerUpdateAnswerSchema,
        },
      ),
    },
    async (request) => {
      requireSameCustomer(request, request.body.customerId);
      return { customerDetails: await updateDetails(deps, request.body) };
    },
  );
}
