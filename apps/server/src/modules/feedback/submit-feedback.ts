/**
 * POST /customer/feedback/v2: the order's diner rates a finished order, once. The answers must be to the restaurant's
 * own questions, each of its kind, every required one answered. The overall stars (the first star question) join the
 * restaurant's rating in the same transaction, counted under the restaurant's lock so feedbacks given at once all count.
 */
import {
  canGiveFeedback,
  FEEDBACK_REFUSALS,
  type FeedbackAnswer,
  type SubmitFeedbackRequest,
  type submittedFeedbackSchema,
} from "@forkful/contracts/feedback";
import { MESSAGES } from "@forkful/contracts/messages";
import type { z } from "zod";
import type { FeedbackAnswerRow } from "../../db/schema/feedback";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import type { FeedbackQuestionRow } from "./feedback.repository";
import { dinersOrder, type FeedbackDeps, toGivenFeedback } from "./feedback-deps";

type SubmittedFeedback = z.infer<typeof submittedFeedbackSchema>;

/** The answers as stored (with each question's prompt, in the restaurant's order), or 400 when they do not fit. */
export function checkedAnswers(questions: FeedbackQuestionRow[], answers: FeedbackAnswer[]): FeedbackAnswerRow[] {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  if (byId.size !== answers.length || answers.some((a) => !questions.some((q) => q.id === a.questionId)))
    throw new BadRequestError(FEEDBACK_REFUSALS.unknownQuestion);
  const rows: FeedbackAnswerRow[] = [];
  for (const question of questions) {
    const answer = byId.get(question.id);
    const given = question.kind === "rating" ? answer?.stars : answer?.text || undefined;
    const wrong = question.kind === "rating" ? answer?.text !== undefined : answer?.stars !== undefined;
    if (answer && wrong) throw new BadRequestError(FEEDBACK_REFUSALS.wrongKind);
    if (given === undefined) {
      if (question.required) throw new BadRequestError(FEEDBACK_REFUSALS.missingAnswer);
      continue;
    }
    const value = question.kind === "rating" ? { stars: given as number } : { text: given as string };
    rows.push({ questionId: question.id, prompt: question.prompt, ...value });
  }
  if (rows.length === 0) throw new BadRequestError(FEEDBACK_REFUSALS.missingAnswer);
  return rows;
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
};

export async function submitFeedback(deps: FeedbackDeps, request: SubmitFeedbackRequest, caller: Caller): Promise<SubmittedFeedback> {
  const { order } = await dinersOrder(deps, request.orderId, caller);
  if (!canGiveFeedback(order.status)) throw new ConflictError(FEEDBACK_REFUSALS.notFinished);
  const { feedback: repository, ratings } = deps;
  if (await repository.ofOrder(repository.db, order.id)) throw new ConflictError(FEEDBACK_REFUSALS.alreadyGiven);
  const questions = await repository.activeQuestions(repository.db, order.locationId);
  const answers = checkedAnswers(questions, request.answers);
  const overall = questions.find((q) => q.kind === "rating");
  const stars = answers.find((a) => a.questionId === overall?.id)?.stars ?? null;
  try {
    const saved = await repository.transaction(async (tx) => {
      // The restaurant's row first: the feedback's own insert takes a key share on it, and two of those waiting to
      // upgrade would deadlock.
      if (!(await ratings.lock(tx, order.locationId))) throw new NotFoundError(FEEDBACK_REFUSALS.noOrder);
      const row = await repository.insert(tx, {
        orderId: order.id,
        locationId: order.locationId,
        customerId: caller.customerId,
        rating: stars,
        answers,
        createdAt: deps.clock(),
      });
      const { mean, count } = await repository.starsOf(tx, order.locationId);
      const rating = { rating: Math.round(mean * 10) / 10, ratingCount: count };
      await ratings.record(tx, order.locationId, rating);
      return { row, rating };
    });
    await deps.events.publish("ratingChanged", { locationId: order.locationId });
    const given = await repository.ofOrder(repository.db, saved.row.orderId);
    return {
      feedback: toGivenFeedback(given!),
      message: MESSAGES.feedbackSubmitted,
      restaurantRating: saved.rating.rating,
      ratingCount: saved.rating.ratingCount,
    };
  } catch (error) {
    // Two submissions at once: the unique index lets one in; the other is told it was given.
    if (isUniqueViolation(error)) throw new ConflictError(FEEDBACK_REFUSALS.alreadyGiven);
    throw error;
  }
}
