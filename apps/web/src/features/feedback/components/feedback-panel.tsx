import { FEEDBACK_REFUSALS, FEEDBACK_TEXTS, type GivenFeedback } from "@forkful/contracts/feedback";
import { MESSAGES } from "@forkful/contracts/messages";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { FormAlert } from "@forkful/ui/form-alert";
import { type ReactNode, useState } from "react";
import { errorStatus } from "../../../shared/api/api-client";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { useFeedback } from "../api/get-feedback";
import { useSubmitFeedback } from "../api/submit-feedback";
import { FeedbackForm } from "./feedback-form";
import { GivenFeedbackList } from "./given-feedback";

export interface FeedbackPanelProps {
  customerId: string;
  orderId: string;
  /** The order's tracker (a link), for an order not finished yet. */
  trackerLink: ReactNode;
  /** Where to go when there is no such order. */
  backLink: ReactNode;
}

function Card({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-5 shadow-sm md:p-7">
      <h1 className="text-xl font-extrabold text-stone-900 md:text-2xl">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-stone-600">{subtitle}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * Feedback on one order, in every state: loading, not the diner's, not found, not finished (to the tracker), already
 * given (what was given), the form, and after sending "Feedback Submitted Successfully" with what was given.
 */
export function FeedbackPanel({ customerId, orderId, trackerLink, backLink }: FeedbackPanelProps) {
  const query = useFeedback(customerId, orderId);
  const submit = useSubmitFeedback();
  const [sent, setSent] = useState<GivenFeedback | null>(null);

  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) {
    const status = errorStatus(query.error);
    if (status === 403) return <EmptyState title={FEEDBACK_REFUSALS.notYours} action={backLink} />;
    if (status === 400 || status === 404) return <EmptyState title={MESSAGES.orderNotFound} action={backLink} />;
    return <ErrorState onRetry={() => query.refetch()} />;
  }
  const feedback = query.data;
  const subtitle = `Your order from ${feedback.restaurantName}`;
  if (sent)
    return (
      <Card title={FEEDBACK_TEXTS.thanks} subtitle={subtitle}>
        <FormAlert tone="success" message={MESSAGES.feedbackSubmitted} className="mb-5" />
        <GivenFeedbackList feedback={sent} timeZone={feedback.timeZone} />
      </Card>
    );
  if (feedback.given)
    return (
      <Card title={FEEDBACK_TEXTS.thanks} subtitle={subtitle}>
        <p className="mb-4 text-sm text-stone-700">{FEEDBACK_REFUSALS.alreadyGiven}</p>
        <GivenFeedbackList feedback={feedback.given} timeZone={feedback.timeZone} />
      </Card>
    );
  if (!feedback.canGive) return <EmptyState title={FEEDBACK_REFUSALS.notFinished} action={trackerLink} />;
  return (
    <Card title={FEEDBACK_TEXTS.heading} subtitle={subtitle}>
      <FeedbackForm
        feedback={feedback}
        pending={submit.isPending}
        onSubmit={async (request) => {
          try {
            const result = await submit.mutateAsync({ ...request, customerId });
            if (result.ok) {
              setSent(result.data.feedback);
              return { ok: true };
            }
            return { ok: false, detail: result.message || null };
          } catch {
            return { ok: false, detail: MESSAGES.offlineBody };
          }
        }}
      />
    </Card>
  );
}
