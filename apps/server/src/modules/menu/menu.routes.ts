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
import { type MenuSearchDeps, searchMenu } from "./search-menu";

const tag = "menu";

export async function menuRoutes(app: FastifyInstance, { deps, answers }: { deps: MenuDeps & MenuSearchDeps; answers: TtlCache<string> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A full menu is large and read on every visit: its encoded answer is kept (by location and menu type, so a stock
  // change at a location drops its menus), not rebuilt per request. Searches are computed each time (search-menu.ts).
  const fullMenu = (reply: FastifyReply, query: MenuQuery) =>
    sendCachedAnswer(reply, answers, `${query.locationId}:${query.menuType}`, () => getMenu(deps, query));

  routes.post(
    "/merchants/menu/v2",
    encodedCall(tag, "A location's menu of one type, optionally searched", { body: menuRequestSchema, answer: menuDataSchema }),
    async (request, reply) => {
      const query = { locationId: request.body.locationId, menuType: request.body.type };
      const searchText = request.body.searchText;
      if (searchText) return searchMenu(deps, { ...query, searchText });
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
