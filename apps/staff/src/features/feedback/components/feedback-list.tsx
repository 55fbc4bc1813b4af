import { FEEDBACK_LIMITS, FEEDBACK_TEXTS, type StaffGivenFeedback } from "@forkful/contracts/feedback";
import { MESSAGES } from "@forkful/contracts/messages";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useId } from "react";
import { mayCall } from "../../../shared/api/staff-calls";
import { useStaffSession } from "../../../shared/api/staff-session";
import { useFeedback } from "../api/get-feedback";
import { FeedbackReply } from "./feedback-reply";
import { Stars } from "./stars";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The diners' ratings and comments on their orders, newest first, under the restaurant's average. */
export function FeedbackList() {
  const feedback = useFeedback();
  const role = useStaffSession()?.staff.role;
  const mayReply = role !== undefined && mayCall(role, "POST /staff/feedback/{id}/reply");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Feedback</h1>
        {feedback.data && (
          <p className="flex items-center gap-2 text-sm text-stone-700">
            {feedback.data.ratingCount === 0 ? (
              `Rated: ${FEEDBACK_TEXTS.noRatings}`
            ) : (
              <>
                <Stars value={Math.round(feedback.data.rating)} />
                {feedback.data.rating.toFixed(1)} of {FEEDBACK_LIMITS.maxStars} from {feedback.data.ratingCount}{" "}
                {feedback.data.ratingCount === 1 ? "rating" : "ratings"}
              </>
            )}
          </p>
        )}
      </div>
      {feedback.isPending ? (
        <Spinner label="Loading the feedback" />
      ) : feedback.isError ? (
        <ErrorState message={MESSAGES.genericFailure} onRetry={() => feedback.refetch()} />
      ) : feedback.data.feedback.length === 0 ? (
        <EmptyState title="No feedback yet" body="Diners rate their order once it is delivered, picked up or served." />
      ) : (
        <ul className="flex flex-col gap-3">
          {feedback.data.feedback.map((given) => (
            <li key={given.id}>
              <FeedbackCard feedback={given} mayReply={mayReply} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FeedbackCard({ feedback, mayReply }: { feedback: StaffGivenFeedback; mayReply: boolean }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {feedback.customerName} · Order <span title={feedback.orderId}>{feedback.orderId.slice(0, 8)}</span>
          </h2>
          <p className="text-sm text-stone-700">{when.format(new Date(feedback.createdAt))}</p>
        </div>
        {feedback.rating !== null && <Stars value={feedback.rating} />}
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {feedback.answers.map((answer) => (
          <div key={answer.questionId} className="contents">
            <dt className="text-stone-700">{answer.prompt}</dt>
            <dd className="text-stone-900">
              {answer.stars !== undefined ? <Stars value={answer.stars} /> : <span className="whitespace-pre-wrap">{answer.text}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <FeedbackReply feedback={feedback} mayReply={mayReply} />
    </article>
  );
}
