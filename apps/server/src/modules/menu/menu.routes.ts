/** The menu calls of spec §7. */
import { encodedAnswerSchema, encodedRequestSchema } from "@forkful/contracts/envelope";
import { eventMenuRequestSchema, locationMenuParamsSchema, locationMenuQuerySchema, menuRequestSchema } from "@forkful/contracts/menu";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { decodeData, encoded, sendSerialized } from "../../lib/encoded-body";
import type { TtlCache } from "../../lib/ttl-cache";
import type { MenuQuery, MenuService } from "./menu.service";

/** How long a full menu answer is served from memory. Searches are never cached. */
export const MENU_CACHE_TTL_MS = 10_000;

export async function menuRoutes(app: FastifyInstance, { service, answers }: { service: MenuService; answers: TtlCache<string> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A full menu is large and read on every visit: its serialized answer is kept, not rebuilt per request.
  async function sendMenu(reply: FastifyReply, query: MenuQuery) {
    const body = query.searchText
      ? JSON.stringify(encoded(await service.menu(query)))
      : await answers.getOrLoad(`${query.locationId}:${query.menuType}`, async () => JSON.stringify(encoded(await service.menu(query))));
    return sendSerialized(reply, body);
  }

  routes.post(
    "/merchants/menu/v2",
    {
      schema: {
        tags: ["menu"],
        summary: "A location's menu of one type, optionally searched",
        body: encodedRequestSchema,
        response: { 200: encodedAnswerSchema },
      },
    },
    async (request, reply) => {
      const query = decodeData(request.body.data, menuRequestSchema);
      return sendMenu(reply, { locationId: query.locationId, menuType: query.type, searchText: query.searchText || undefined });
    },
  );

  routes.get(
    "/merchants/locations/:locationId/menu",
    {
      schema: {
        tags: ["menu"],
        summary: "A location's full menu of one order type",
        params: locationMenuParamsSchema,
        querystring: locationMenuQuerySchema,
        response: { 200: encodedAnswerSchema },
      },
    },
    async (request, reply) => sendMenu(reply, { locationId: request.params.locationId, menuType: request.query.orderType }),
  );

  routes.post(
    "/merchants/locations/event-order-menu/v2",
    {
      schema: {
        tags: ["menu"],
        summary: "The menu of an event at a location",
        body: encodedRequestSchema,
        response: { 200: encodedAnswerSchema },
      },
    },
    async (request) => {
      const query = decodeData(request.body.data, eventMenuRequestSchema);
      return encoded(await service.eventMenu({ locationId: query.locationId, menuType: query.orderType, eventSlug: query.eventSlug }));
    },
  );
}
