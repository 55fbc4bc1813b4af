/** Campaigns and event pages: diners read them (public, encoded like the restaurant reads), staff make them. Thin. */
import {
  campaignListSchema,
  campaignParamsSchema,
  campaignSchema,
  campaignsQuerySchema,
  createCampaignRequestSchema,
  createEventRequestSchema,
  eventPageParamsSchema,
  eventPageQuerySchema,
  eventPageSchema,
  staffEventListSchema,
} from "@forkful/contracts/campaigns";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { encodedCall, jsonCall } from "../../plugins/envelope";
import type { CampaignsDeps } from "./campaigns-deps";
import { createCampaign, staffCampaigns } from "./create-campaign";
import { createEvent, staffEvents } from "./create-event";
import { getEventPage } from "./event-page";
import { getCampaign, listCampaigns } from "./read-campaigns";

const tag = "restaurants";
const security = [{ bearer: [] }];

export async function campaignsRoutes(app: FastifyInstance, { deps }: { deps: CampaignsDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/merchants/campaigns",
    encodedCall(tag, "A restaurant's running and upcoming campaigns", { querystring: campaignsQuerySchema, answer: campaignListSchema }),
    async (request) => listCampaigns(deps, request.query),
  );
  routes.get(
    "/merchants/campaigns/:campaignId",
    encodedCall(tag, "One campaign of a restaurant (an ended one says so)", {
      params: campaignParamsSchema,
      querystring: campaignsQuerySchema,
      answer: campaignSchema,
    }),
    async (request) => getCampaign(deps, { ...request.query, ...request.params }),
  );
  routes.get(
    "/merchants/events/:eventSlug",
    encodedCall(tag, "An event's page: date, slots with places left, the menus it is ordered from", {
      params: eventPageParamsSchema,
      querystring: eventPageQuerySchema,
      answer: eventPageSchema,
    }),
    async (request) => getEventPage(deps, { ...request.query, ...request.params }),
  );

  routes.get(
    "/staff/campaigns",
    jsonCall("staff", "The restaurant's campaigns, ended ones too", { security, answer: campaignListSchema }),
    async (request) => staffCampaigns(deps, requireStaff(request)),
  );
  routes.post(
    "/staff/campaigns",
    jsonCall("staff", "Make a campaign for the restaurant: dishes of its menu and/or an offer, for a span of dates", {
      security,
      body: createCampaignRequestSchema,
      answer: campaignSchema,
    }),
    async (request) => createCampaign(deps, request.body, requireStaff(request)),
  );
  routes.get(
    "/staff/events",
    jsonCall("staff", "The restaurant's events, past ones too", { security, answer: staffEventListSchema }),
    async (request) => staffEvents(deps, requireStaff(request)),
  );
  routes.post(
    "/staff/events",
    jsonCall("staff", "Make an event: its date, slots and menu (served by the event menu call)", {
      security,
      body: createEventRequestSchema,
      answer: eventPageSchema,
    }),
    async (request) => createEvent(deps, request.body, requireStaff(request)),
  );
}
