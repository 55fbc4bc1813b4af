import { FEEDBACK_LIMITS, type FeedbackQuestion, type FeedbackQuestions, type SubmitFeedbackRequest } from "@forkful/contracts/feedback";
import { MESSAGES } from "@forkful/contracts/messages";
import { FormAlert } from "@forkful/ui/form-alert";
import { SubmitButton } from "@forkful/ui/submit-button";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormNoteField } from "../../../shared/ui/form-fields";
import { notifyError } from "../../../shared/ui/toast";
import { answersOf, emptyFeedbackValues, type FeedbackValues, missingAnswers } from "../lib/feedback-answers";
import { StarRating } from "./star-rating";

export interface FeedbackFormProps {
  feedback: FeedbackQuestions;
  pending: boolean;
  /** Sends the answers; false when it failed (the answers stay in the form). */
  onSubmit: (request: SubmitFeedbackRequest) => Promise<{ ok: true } | { ok: false; detail: string | null }>;
}

/** The restaurant's questions: stars as radio groups, text as notes; "Failed submit" keeps every answer for another try. */
export function FeedbackForm({ feedback, pending, onSubmit }: FeedbackFormProps) {
  const form = useForm<FeedbackValues>({ defaultValues: emptyFeedbackValues() });
  const [missing, setMissing] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    const unanswered = missingAnswers(feedback.questions, values);
    setMissing(unanswered);
    if (Object.keys(unanswered).length > 0) return;
    setFailure(null);
    const sent = await onSubmit({ orderId: feedback.orderId, answers: answersOf(feedback.questions, values) });
    if (!sent.ok) {
      notifyError(MESSAGES.feedbackFailed);
      setFailure(sent.detail ?? "");
    }
  });

  const field = (question: FeedbackQuestion) =>
    question.kind === "rating" ? (
      <Controller
        key={question.id}
        control={form.control}
        name={`stars.${question.id}`}
        render={({ field: stars }) => (
          <StarRating
            label={question.prompt}
            required={question.required}
            value={stars.value}
            onChange={(value) => {
              stars.onChange(value);
              setMissing(({ [question.id]: _, ...rest }) => rest);
            }}
            error={missing[question.id]}
          />
        )}
      />
    ) : (
      <FormNoteField
        key={question.id}
        control={form.control}
        name={`text.${question.id}`}
        label={question.prompt}
        rows={4}
        limit={FEEDBACK_LIMITS.maxText}
        placeholder="What went well, what could be better"
      />
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Your feedback" className="space-y-6">
      {feedback.questions.map(field)}
      {failure !== null && <FormAlert message={MESSAGES.feedbackFailed} detail={failure || null} />}
      <SubmitButton label="Submit feedback" pendingLabel="Submitting…" pending={pending} className="w-full sm:w-auto" />
    </form>
  );
}
