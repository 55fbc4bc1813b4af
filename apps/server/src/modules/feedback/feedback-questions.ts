/** GET /customer/feedback/v2?orderId=: the questions the order's restaurant asks, whether they can be answered now, and the feedback already given. */
import { canGiveFeedback, type FeedbackQuestion, type FeedbackQuestions } from "@forkful/contracts/feedback";
import type { Caller } from "../../plugins/caller";
import type { FeedbackQuestionRow } from "./feedback.repository";
import { dinersOrder, type FeedbackDeps, toGivenFeedback } from "./feedback-deps";

export const toQuestion = (row: FeedbackQuestionRow): FeedbackQuestion => ({
  id: row.id,
  kind: row.kind,
  prompt: row.prompt,
  required: row.required,
});

export async function feedbackQuestionsOf(deps: FeedbackDeps, orderId: string, caller: Caller | null): Promise<FeedbackQuestions> {
  const { order, place } = await dinersOrder(deps, orderId, caller);
  const [questions, given] = await Promise.all([
    deps.feedback.activeQuestions(deps.feedback.db, order.locationId),
    deps.feedback.ofOrder(deps.feedback.db, order.id),
  ]);
  return {
    orderId: order.id,
    locationId: order.locationId,
    restaurantName: place.branchName,
    timeZone: place.timeZone,
    canGive: canGiveFeedback(order.status),
    questions: questions.map(toQuestion),
    given: given ? toGivenFeedback(given) : null,
  };
}
