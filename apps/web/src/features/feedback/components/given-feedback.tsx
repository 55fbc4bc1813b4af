import { FEEDBACK_LIMITS, type GivenFeedback } from "@forkful/contracts/feedback";
import { StarIcon } from "@forkful/ui/icons";
import { formatDateIn } from "../../../shared/lib/zoned-time";

/** Stars shown, not chosen: filled up to the number, with the number for screen readers. */
function Stars({ stars }: { stars: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${stars} out of ${FEEDBACK_LIMITS.maxStars} stars`}>
      {Array.from({ length: FEEDBACK_LIMITS.maxStars }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions
        <StarIcon key={i} size={20} className={i < stars ? "text-amber-500" : "text-stone-300"} />
      ))}
    </span>
  );
}

/** The feedback as the diner gave it: each answer under its question, and the day given on the restaurant's calendar. */
export function GivenFeedbackList({ feedback, timeZone }: { feedback: GivenFeedback; timeZone: string }) {
  return (
    <div>
      <dl className="divide-y divide-stone-100">
        {feedback.answers.map((answer) => (
          <div key={answer.questionId} className="py-3 first:pt-0">
            <dt className="text-sm font-semibold text-stone-800">{answer.prompt}</dt>
            <dd className="mt-1 text-stone-800">
              {answer.stars !== undefined ? <Stars stars={answer.stars} /> : <p className="whitespace-pre-line">{answer.text}</p>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-stone-500">Given on {formatDateIn(feedback.createdAt, timeZone)}</p>
    </div>
  );
}
