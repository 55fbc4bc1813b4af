/** POST /customer/getActualURL/v2 (spec §7): anyone holding a short link learns where it goes. Thin. */
import { actualUrlAnswerSchema, actualUrlRequestSchema } from "@forkful/contracts/short-links";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { encodedCall } from "../../plugins/envelope";
import type { LinksDeps } from "./links-deps";
import { resolveShortLink } from "./resolve-short-link";

export async function linksRoutes(app: FastifyInstance, { deps }: { deps: LinksDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/customer/getActualURL/v2",
    encodedCall(
      "customer",
      "Where a short link goes (its target in metaDataInfo.responseMessage), counting the visit; 404 'Link expired..' (code SHORT_LINK_EXPIRED) or, for an id never made, 'Link not found' (SHORT_LINK_NOT_FOUND)",
      {
        body: actualUrlRequestSchema,
        answer: actualUrlAnswerSchema,
      },
    ),
    async (request) => resolveShortLink(deps, request.body),
  );
}
