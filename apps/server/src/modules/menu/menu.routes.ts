/** The menu calls of spec §7. */
import { encodedAnswerSchema, encodedRequestSchema } from "@forkful/contracts/envelope";
import { eventMenuRequestSchema, locationMenuParamsSchema, locationMenuQuerySchema, menuRequestSchema } from "@forkful/contracts/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { decodeData, encoded } from "../../lib/encoded-body";
import type { MenuService } from "./menu.service";

export async function menuRoutes(app: FastifyInstance, { service }: { service: MenuService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

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
    async (request) => {
      const query = decodeData(request.body.data, menuRequestSchema);
      return encoded(await service.menu({ locationId: query.locationId, menuType: query.type, searchText: query.searchText || undefined }));
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
    async (request) => encoded(await service.menu({ locationId: request.params.locationId, menuType: request.query.orderType })),
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
