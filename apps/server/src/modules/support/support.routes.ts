/** A diner's support requests (spec §7 POST /support/createSupportRequest) and their list. Only the caller's own. Thin. */
import {
  createSupportRequestSchema,
  supportRequestListSchema,
  supportRequestSchema,
  supportRequestsQuerySchema,
} from "@forkful/contracts/support";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCaller, requireSameCustomer } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import { createSupportRequest } from "./create-support-request";
import { dinersSupportRequests } from "./list-support-requests";
import type { SupportDeps } from "./support-deps";

const tag = "support";
const security = [{ bearer: [] }];

/** A customerId in the call, when sent, must be the caller's own (403 otherwise). */
const actingFor = (request: FastifyRequest, customerId: string | undefined) =>
  customerId === undefined ? requireCaller(request) : requireSameCustomer(request, customerId);

export async function supportRoutes(app: FastifyInstance, { deps }: { deps: SupportDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every call needs a signed-in caller (a guest session too): checked before the body is read.
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      requireCaller(request);
    },
  };

  routes.post(
    "/support/createSupportRequest",
    {
      ...signedIn,
      ...encodedCall(tag, "Ask a restaurant for help, about an order or not; the same requestKey answers the same request (200)", {
        security,
        body: createSupportRequestSchema,
        answer: supportRequestSchema,
        status: [201, 200],
      }),
    },
    async (request, reply) => {
      const { customerId, ...fields } = request.body;
      const { created, request: sent } = await createSupportRequest(deps, fields, actingFor(request, customerId));
      reply.status(created ? 201 : 200);
      return sent;
    },
  );

  routes.get(
    "/support/requests",
    {
      ...signedIn,
      ...encodedCall(tag, "The caller's support requests, newest first, with the restaurant's answers", {
        security,
        querystring: supportRequestsQuerySchema,
        answer: supportRequestListSchema,
      }),
    },
    async (request) => dinersSupportRequests(deps, actingFor(request, request.query.customerId)),
  );
}
