/** The form's values as the call's answers, and what the diner must still answer. */
import { FEEDBACK_REFUSALS, type FeedbackAnswer, type FeedbackQuestion } from "@forkful/contracts/feedback";

export interface FeedbackValues {
  /** Stars per question id (as a string key: form field names). */
  stars: Record<string, number | undefined>;
  text: Record<string, string | undefined>;
}

export const emptyFeedbackValues = (): FeedbackValues => ({ stars: {}, text: {} });

/** The answers to send: each question answered, in the restaurant's order; blank texts are left out. */
export function answersOf(questions: FeedbackQuestion[], values: FeedbackValues): FeedbackAnswer[] {
  return questions.flatMap((q): FeedbackAnswer[] => {
    if (q.kind === "rating") {
      const stars = values.stars[q.id];
      return stars ? [{ questionId: q.id, stars }] : [];
    }
    const text = values.text[q.id]?.trim();
    return text ? [{ questionId: q.id, text }] : [];
  });
}

/** Per question id, why it cannot be sent yet (a required one unanswered). */
export function missingAnswers(questions: FeedbackQuestion[], values: FeedbackValues): Record<number, string> {
  const answered = new Set(answersOf(questions, values).map((a) => a.questionId));
  return Object.fromEntries(questions.filter((q) => q.required && !answered.has(q.id)).map((q) => [q.id, FEEDBACK_REFUSALS.missingAnswer]));
}

/** The feedback page of an order (spec §2), under its restaurant when it is known (its colours and bar). */
export function feedbackPathOf(orderId: string, place?: { merchantType: string; locationSlug: string }): string {
  const base = place ? `/${place.merchantType}/${place.locationSlug}` : "";
  return `${base}/order/${encodeURIComponent(orderId)}/CD/feedbacks`;
}

export const STAR_WORDS = ["Terrible", "Poor", "Okay", "Good", "Excellent"] as const;
