/** Saved addresses (spec §7): GET /addresses?customerId=, POST /addresses, PUT and DELETE /addresses/{id}. Only the caller's own. */
import {
  addressesQuerySchema,
  addressListSchema,
  addressParamsSchema,
  createAddressRequestSchema,
  deletedAddressSchema,
  savedAddressSchema,
  updateAddressRequestSchema,
} from "@forkful/contracts/addresses";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCaller, requireSameCustomer } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import { addAddress } from "./add-address";
import type { AddressesDeps } from "./addresses-deps";
import { changeAddress } from "./change-address";
import { deleteAddress } from "./delete-address";
import { listAddresses } from "./list-addresses";

const tag = "addresses";
const security = [{ bearer: [] }];

/** A customerId in the call, when sent, must be the caller's own (403 otherwise). */
const actingFor = (request: FastifyRequest, customerId: string | undefined) =>
  customerId === undefined ? requireCaller(request) : requireSameCustomer(request, customerId);

export async function addressesRoutes(app: FastifyInstance, { deps }: { deps: AddressesDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every call needs a signed-in caller (a guest session too): checked before the body is read.
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      requireCaller(request);
    },
  };

  routes.get(
    "/addresses",
    {
      ...signedIn,
      ...encodedCall(tag, "The caller's saved addresses, the default first, then the newest", {
        security,
        querystring: addressesQuerySchema,
        answer: addressListSchema,
      }),
    },
    async (request) => listAddresses(deps, actingFor(request, request.query.customerId)),
  );

  routes.post(
    "/addresses",
    {
      ...signedIn,
      ...encodedCall(tag, "Save an address with its pin; 409 when the address book is full", {
        security,
        body: createAddressRequestSchema,
        answer: savedAddressSchema,
        status: 201,
      }),
    },
    async (request, reply) => {
      const { customerId, ...fields } = request.body;
      const saved = await addAddress(deps, fields, actingFor(request, customerId));
      reply.status(201);
      return saved;
    },
  );

  routes.put(
    "/addresses/:id",
    {
      ...signedIn,
      ...encodedCall(tag, "Change one of the caller's addresses; 403 for another diner's", {
        security,
        params: addressParamsSchema,
        body: updateAddressRequestSchema,
        answer: savedAddressSchema,
      }),
    },
    async (request) => changeAddress(deps, { ...request.body, id: request.params.id }, requireCaller(request)),
  );

  routes.delete(
    "/addresses/:id",
    {
      ...signedIn,
      ...encodedCall(tag, "Delete one of the caller's addresses; the newest left becomes the default", {
        security,
        params: addressParamsSchema,
        answer: deletedAddressSchema,
      }),
    },
    async (request) => deleteAddress(deps, request.params.id, requireCaller(request)),
  );
}
