import { FEEDBACK_REFUSALS, type FeedbackQuestion } from "@forkful/contracts/feedback";
import { describe, expect, it } from "vitest";
import { answersOf, feedbackPathOf, missingAnswers } from "./feedback-answers";

const QUESTIONS: FeedbackQuestion[] = [
  { id: 7, kind: "rating", prompt: "Overall?", required: true },
  { id: 8, kind: "rating", prompt: "Food?", required: false },
  { id: 9, kind: "text", prompt: "Anything else?", required: false },
];

describe("answersOf", () => {
  it("sends each answered question in the restaurant's order, texts trimmed, blanks left out", () => {
    const answers = answersOf(QUESTIONS, { stars: { 8: 3, 7: 5 }, text: { 9: "  Lovely  " } });
    expect(answers).toEqual([
      { questionId: 7, stars: 5 },
      { questionId: 8, stars: 3 },
      { questionId: 9, text: "Lovely" },
    ]);
    expect(answersOf(QUESTIONS, { stars: { 7: 4 }, text: { 9: "   " } })).toEqual([{ questionId: 7, stars: 4 }]);
  });
});

describe("missingAnswers", () => {
  it("names each required question not answered, and nothing once it is", () => {
    expect(missingAnswers(QUESTIONS, { stars: { 8: 2 }, text: {} })).toEqual({ 7: FEEDBACK_REFUSALS.missingAnswer });
    expect(missingAnswers(QUESTIONS, { stars: { 7: 1 }, text: {} })).toEqual({});
  });
});

describe("feedbackPathOf", () => {
  it("is the spec's page, under the restaurant when it is known", () => {
    expect(feedbackPathOf("abc-1")).toBe("/order/abc-1/CD/feedbacks");
    expect(feedbackPathOf("abc-1", { merchantType: "restaurant", locationSlug: "sakura" })).toBe(
      "/restaurant/sakura/order/abc-1/CD/feedbacks",
    );
  });
});
