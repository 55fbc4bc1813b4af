/** Staff calls (beyond the spec) on the menu's availability (issue 26): sold out ("86"), back on, stock. JSON. */
import {
  dishAvailabilityBodySchema,
  dishIdParamsSchema,
  optionAvailabilityBodySchema,
  optionIdParamsSchema,
  staffDishSchema,
  staffMenuSchema,
  staffOptionSchema,
} from "@forkful/contracts/menu-availability";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { type StaffMenuDeps, setStaffDish, setStaffOption, staffMenu } from "./staff-menu";

const tag = "staff";
const security = [{ bearer: [] }];

export async function staffMenuRoutes(app: FastifyInstance, { deps }: { deps: StaffMenuDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/menu",
    jsonCall(tag, "The restaurant's dishes by category and their options, with what is sold out and the stock", {
      security,
      answer: staffMenuSchema,
    }),
    async (request) => staffMenu(deps, requireStaff(request)),
  );

  routes.put(
    "/staff/menu/dishes/:itemId",
    jsonCall(tag, "Mark a dish sold out (today, or until turned back on; null offers it again) and/or set its stock", {
      security,
      params: dishIdParamsSchema,
      body: dishAvailabilityBodySchema,
      answer: staffDishSchema,
    }),
    async (request) => setStaffDish(deps, request.params.itemId, request.body, requireStaff(request)),
  );

  routes.put(
    "/staff/menu/options/:optionId",
    jsonCall(tag, "Mark a dish's option sold out (today, or until turned back on; null offers it again)", {
      security,
      params: optionIdParamsSchema,
      body: optionAvailabilityBodySchema,
      answer: staffOptionSchema,
    }),
    async (request) => setStaffOption(deps, request.params.optionId, request.body, requireStaff(request)),
  );
}
