/** The staff's short links for their restaurant: make, list, expire, and each one's QR code (issue 15). Thin. */
import {
  createShortLinkRequestSchema,
  shortLinkListSchema,
  shortLinkParamsSchema,
  shortLinkQrSchema,
  shortLinkSchema,
} from "@forkful/contracts/short-links";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { createShortLink } from "./create-short-link";
import type { LinksDeps } from "./links-deps";
import { expireShortLink, listShortLinks, shortLinkQr } from "./staff-short-links";

const security = [{ bearer: [] }];

/** The address the staff member called from: the printed link's start when no PUBLIC_URL is set. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function linksStaffRoutes(app: FastifyInstance, { deps }: { deps: LinksDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/staff/short-links",
    jsonCall("staff", "Make a short link to the restaurant, a menu, a table, a campaign or an event, with an optional expiry", {
      security,
      body: createShortLinkRequestSchema,
      answer: shortLinkSchema,
      status: 201,
    }),
    async (request, reply) => {
      const link = await createShortLink(deps, { ...request.body, origin: originOf(request) }, requireStaff(request));
      reply.status(201);
      return link;
    },
  );
  routes.get(
    "/staff/short-links",
    jsonCall("staff", "The restaurant's short links, newest first, with their visits", { security, answer: shortLinkListSchema }),
    async (request) => listShortLinks(deps, { origin: originOf(request) }, requireStaff(request)),
  );
  routes.delete(
    "/staff/short-links/:id",
    jsonCall("staff", "Expire a short link now: it answers 'Link expired..' from then on", {
      security,
      params: shortLinkParamsSchema,
      answer: shortLinkSchema,
    }),
    async (request) => expireShortLink(deps, { id: request.params.id, origin: originOf(request) }, requireStaff(request)),
  );
  routes.get(
    "/staff/short-links/:id/qr",
    {
      schema: {
        tags: ["staff"],
        summary: "A short link's QR code (image/svg+xml) of its whole URL, to print",
        security,
        params: shortLinkParamsSchema,
        // Sent as image/svg+xml (a string payload with its own type is never serialized); the zod transform documents no other type.
        response: { 200: shortLinkQrSchema },
      },
    },
    async (request, reply) => {
      const svg = await shortLinkQr(deps, { id: request.params.id, origin: originOf(request) }, requireStaff(request));
      return reply.type("image/svg+xml").header("cache-control", "private, max-age=300").send(svg);
    },
  );
}
