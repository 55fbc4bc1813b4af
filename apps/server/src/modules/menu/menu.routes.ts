/** The menu calls of spec §7. */
import {
  eventMenuRequestSchema,
  locationMenuParamsSchema,
  locationMenuQuerySchema,
  menuDataSchema,
  menuRequestSchema,
} from "@forkful/contracts/menu";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TtlCache } from "../../lib/ttl-cache";
import { encodedCall, sendCachedAnswer } from "../../plugins/envelope";
import { getEventMenu, getMenu, type MenuDeps, type MenuQuery } from "./get-menu";

/** How long a full menu answer is served from memory. Searches are never cached. */
export const MENU_CACHE_TTL_MS = 10_000;
/**
 * How much longer an expired full menu is still answered while its reload runs, so a database kept busy by a burst
 * never holds up a menu read. Stock changes do not wait for this: they drop the location's menus at once.
 */
export const MENU_STALE_MS = 60_000;

const tag = "menu";

export async function menuRoutes(app: FastifyInstance, { deps, answers }: { deps: MenuDeps; answers: TtlCache<string> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A full menu is large and read on every visit: its encoded answer is kept (by location and menu type, so a stock
  // change at a location drops its menus), not rebuilt per request. Searches are computed each time.
  const fullMenu = (reply: FastifyReply, query: MenuQuery) =>
    sendCachedAnswer(reply, answers, `${query.locationId}:${query.menuType}`, () => getMenu(deps, query));

  routes.post(
    "/merchants/menu/v2",
    encodedCall(tag, "A location's menu of one type, optionally searched", { body: menuRequestSchema, answer: menuDataSchema }),
    async (request, reply) => {
      const query = { locationId: request.body.locationId, menuType: request.body.type, searchText: request.body.searchText || undefined };
      if (query.searchText) return getMenu(deps, query);
      return fullMenu(reply, query);
    },
  );

  routes.get(
    "/merchants/locations/:locationId/menu",
    encodedCall(tag, "A location's full menu of one order type", {
      params: locationMenuParamsSchema,
      querystring: locationMenuQuerySchema,
      answer: menuDataSchema,
    }),
    async (request, reply) => fullMenu(reply, { locationId: request.params.locationId, menuType: request.query.orderType }),
  );

  routes.post(
    "/merchants/locations/event-order-menu/v2",
    encodedCall(tag, "The menu of an event at a location", { body: eventMenuRequestSchema, answer: menuDataSchema }),
    async (request) => {
      const { locationId, orderType, eventSlug } = request.body;
      return getEventMenu(deps, { locationId, menuType: orderType, eventSlug });
    },
  );
}
