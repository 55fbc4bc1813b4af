/** A diner's favourites (spec §7): GET /favourites, POST /favourites, DELETE /favourites (with a body). Only the caller's own. */
import { FAVOURITE_REFUSALS, favouriteRequestSchema, favouritesQuerySchema, favouritesSchema } from "@forkful/contracts/favourites";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ForbiddenError } from "../../lib/domain-errors";
import { requireCaller } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import type { FavouritesDeps } from "./favourites-deps";
import { listFavourites } from "./list-favourites";
import { removeFavourite } from "./remove-favourite";
import { saveFavourite } from "./save-favourite";

const tag = "favourites";
const security = [{ bearer: [] }];

/** A customerId in the call, when sent, must be the caller's own (403 otherwise). */
function actingFor(request: FastifyRequest, customerId: string | undefined) {
  const caller = requireCaller(request);
  if (customerId !== undefined && customerId !== caller.customerId) throw new ForbiddenError(FAVOURITE_REFUSALS.notYours);
  return caller;
}

export async function favouritesRoutes(app: FastifyInstance, { deps }: { deps: FavouritesDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every call needs a signed-in caller (a guest session too): checked before the body is read.
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      requireCaller(request);
    },
  };

  routes.get(
    "/favourites",
    {
      ...signedIn,
      ...encodedCall(tag, "The caller's favourite restaurants and dishes (one restaurant's with locationId)", {
        security,
        querystring: favouritesQuerySchema,
        answer: favouritesSchema,
      }),
    },
    async (request) => {
      const { customerId, locationId } = request.query;
      return listFavourites(deps, { locationId }, actingFor(request, customerId));
    },
  );

  routes.post(
    "/favourites",
    {
      ...signedIn,
      ...encodedCall(tag, "Keep a restaurant, or a dish of its menu (itemId), as a favourite; saving it twice changes nothing", {
        security,
        body: favouriteRequestSchema,
        answer: favouritesSchema,
      }),
    },
    async (request) => {
      const { customerId, ...target } = request.body;
      return saveFavourite(deps, target, actingFor(request, customerId));
    },
  );

  routes.delete(
    "/favourites",
    {
      ...signedIn,
      ...encodedCall(tag, "Stop keeping a restaurant or a dish (itemId) as a favourite; removing one not kept changes nothing", {
        security,
        body: favouriteRequestSchema,
        answer: favouritesSchema,
      }),
    },
    async (request) => {
      const { customerId, ...target } = request.body;
      return removeFavourite(deps, target, actingFor(request, customerId));
    },
  );
}
