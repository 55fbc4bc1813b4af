/** An owner's restaurants and the day at a glance (issue 26): the restaurants a caller runs, a switch, the day's figures. JSON. */
import { staffDayAnswerSchema, staffDayQuerySchema } from "@forkful/contracts/day-at-a-glance";
import { staffRestaurantsAnswerSchema, staffSwitchAnswerSchema, staffSwitchBodySchema } from "@forkful/contracts/staff-owner";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { staffDay } from "./staff-day";
import type { StaffDeps } from "./staff-deps";
import { staffRestaurants } from "./staff-restaurants";
import { switchRestaurant } from "./staff-session";

const tag = "staff";
const security = [{ bearer: [] }];

export async function staffRestaurantsRoutes(app: FastifyInstance, { deps }: { deps: StaffDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/restaurants",
    jsonCall(tag, "The restaurants the caller may run: an owner's, in their order; a manager's own. The session's is marked current", {
      security,
      answer: staffRestaurantsAnswerSchema,
    }),
    async (request) => staffRestaurants(deps, requireStaff(request)),
  );

  routes.post(
    "/staff/switch",
    jsonCall(tag, "An owner goes to another of their restaurants: a new session there, the caller's ended (403 for one not theirs)", {
      security,
      body: staffSwitchBodySchema,
      answer: staffSwitchAnswerSchema,
    }),
    async (request) => switchRestaurant(deps, request.body, requireStaff(request)),
  );

  routes.get(
    "/staff/day",
    jsonCall(
      tag,
      "The day at a glance in the restaurant's time zone (today unless `date`): orders, money kept net of refunds, average prep and wait, late orders, by hour; `all=1` gives an owner every restaurant of theirs",
      { security, querystring: staffDayQuerySchema, answer: staffDayAnswerSchema },
    ),
    async (request) => staffDay(deps, request.query, requireStaff(request)),
  );
}
