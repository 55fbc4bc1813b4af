/** The restaurant's side of support requests: its staff read them and answer (by SMS and on the request). Thin. */

import { staffHistoryAnswerSchema } from "@forkful/contracts/staff-team";
import {
  answerSupportRequestSchema,
  staffSupportListSchema,
  staffSupportQuerySchema,
  staffSupportRequestSchema,
  supportParamsSchema,
} from "@forkful/contracts/support";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { answerSupportRequest } from "./answer-support-request";
import { restaurantsSupportRequests } from "./list-support-requests";
import type { SupportDeps } from "./support-deps";
import { supportRequestHistory } from "./support-history";

const security = [{ bearer: [] }];

export async function supportStaffRoutes(app: FastifyInstance, { deps }: { deps: SupportDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/staff/support/requests",
    jsonCall("staff", "The restaurant's support requests (in one state, when asked): open first, then newest", {
      security,
      querystring: staffSupportQuerySchema,
      answer: staffSupportListSchema,
    }),
    async (request) => restaurantsSupportRequests(deps, request.query, requireStaff(request)),
  );
  routes.post(
    "/staff/support/requests/:id/answer",
    jsonCall("staff", "Answer a support request (or close it with the answer); the diner gets the answer by SMS", {
      security,
      params: supportParamsSchema,
      body: answerSupportRequestSchema,
      answer: staffSupportRequestSchema,
    }),
    async (request) => answerSupportRequest(deps, { ...request.body, id: request.params.id }, requireStaff(request)),
  );
  routes.get(
    "/staff/support/requests/:id/history",
    jsonCall("staff", "Who answered a support request and when, newest first", {
      security,
      params: supportParamsSchema,
      answer: staffHistoryAnswerSchema,
    }),
    async (request) => supportRequestHistory(deps, request.params, requireStaff(request)),
  );
}
