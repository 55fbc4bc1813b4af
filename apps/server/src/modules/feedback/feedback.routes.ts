/** Feedback (spec §7): GET and POST /customer/feedback/v2 for the order's diner, GET /staff/feedback and the reply for its restaurant. Thin. */
import {
  feedbackParamsSchema,
  feedbackQuestionsQuerySchema,
  feedbackQuestionsSchema,
  replyToFeedbackSchema,
  staffFeedbackQuerySchema,
  staffFeedbackSchema,
  staffGivenFeedbackSchema,
  submitFeedbackRequestSchema,
  submittedFeedbackSchema,
} from "@forkful/contracts/feedback";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCaller, requireStaff } from "../../plugins/caller";
import { encodedCall, jsonCall } from "../../plugins/envelope";
import type { FeedbackDeps } from "./feedback-deps";
import { feedbackQuestionsOf } from "./feedback-questions";
import { replyToFeedback } from "./reply-to-feedback";
import { staffFeedback } from "./staff-feedback";
import { submitFeedback } from "./submit-feedback";

const tag = "feedback";
const security = [{ bearer: [] }];

export async function feedbackRoutes(app: FastifyInstance, { deps }: { deps: FeedbackDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The diner's calls need a signed-in caller (a guest session too): checked before the body is read.
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      requireCaller(request);
    },
  };

  routes.get(
    "/customer/feedback/v2",
    {
      ...signedIn,
      ...encodedCall(tag, "The questions the order's restaurant asks, whether the order is finished, and the feedback already given", {
        security,
        querystring: feedbackQuestionsQuerySchema,
        answer: feedbackQuestionsSchema,
      }),
    },
    async (request) => feedbackQuestionsOf(deps, request.query.orderId, requireCaller(request)),
  );

  routes.post(
    "/customer/feedback/v2",
    {
      ...signedIn,
      ...encodedCall(tag, "Give feedback on a finished order, once; 409 when not finished or already given", {
        security,
        body: submitFeedbackRequestSchema,
        answer: submittedFeedbackSchema,
        status: 201,
      }),
    },
    async (request, reply) => {
      const submitted = await submitFeedback(deps, request.body, requireCaller(request));
      reply.status(201);
      return submitted;
    },
  );

  routes.get(
    "/staff/feedback",
    jsonCall("staff", "The restaurant's feedback, newest first, with its average rating and how many gave it", {
      security,
      querystring: staffFeedbackQuerySchema,
      answer: staffFeedbackSchema,
    }),
    async (request) => staffFeedback(deps, request.query, requireStaff(request)),
  );

  routes.post(
    "/staff/feedback/:id/reply",
    jsonCall("staff", "Reply to a diner's feedback, once; the diner gets the reply by SMS (409 when it has a reply)", {
      security,
      params: feedbackParamsSchema,
      body: replyToFeedbackSchema,
      answer: staffGivenFeedbackSchema,
    }),
    async (request) => replyToFeedback(deps, { ...request.body, id: request.params.id }, requireStaff(request)),
  );
}
