import { FEEDBACK_LIMITS, FEEDBACK_TEXTS, replyToFeedbackSchema, type StaffGivenFeedback } from "@forkful/contracts/feedback";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { inputClasses } from "@forkful/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { StaffDialog } from "../../../shared/ui/staff-dialog";
import { useReplyToFeedback } from "../api/reply-to-feedback";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The manager's reply to a feedback: shown once given (one per feedback); before, a Reply button that opens the form in
 * a dialog, offered only to a role the server lets reply.
 */
export function FeedbackReply({ feedback, mayReply }: { feedback: StaffGivenFeedback; mayReply: boolean }) {
  const [open, setOpen] = useState(false);
  if (feedback.reply)
    return (
      <div className="rounded-xl bg-emerald-50 p-3 text-sm text-stone-900">
        <p className="font-semibold text-emerald-900">
          Replied by {feedback.reply.by || "staff"} · {when.format(new Date(feedback.reply.at))}
        </p>
        <p className="whitespace-pre-wrap">{feedback.reply.text}</p>
      </div>
    );
  if (!mayReply) return null;
  return (
    <div className="flex justify-end">
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Reply
      </Button>
      {open && (
        <StaffDialog title={`Reply to ${feedback.customerName}`} onClose={() => setOpen(false)}>
          <ReplyForm feedbackId={feedback.id} onSent={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </StaffDialog>
      )}
    </div>
  );
}

function ReplyForm({ feedbackId, onSent, onCancel }: { feedbackId: string; onSent: () => void; onCancel: () => void }) {
  const send = useReplyToFeedback();
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldId = useId();
  const form = useForm<{ reply: string }>({ resolver: zodResolver(replyToFeedbackSchema), defaultValues: { reply: "" } });
  const error = form.formState.errors.reply?.message;
  const onSubmit = form.handleSubmit(async ({ reply }) => {
    setRefusal(null);
    const outcome = await outcomeOf(send.mutateAsync({ id: feedbackId, reply }));
    if (outcome.ok) onSent();
    else setRefusal(outcome.message);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      {refusal && <FormAlert message={refusal} />}
      <label htmlFor={fieldId} className="text-sm font-semibold text-stone-800">
        {FEEDBACK_TEXTS.replyLabel}
      </label>
      <textarea
        id={fieldId}
        rows={4}
        maxLength={FEEDBACK_LIMITS.maxReply}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-note`}
        className={inputClasses(Boolean(error), "w-full py-2.5")}
        {...form.register("reply")}
      />
      <p id={`${fieldId}-note`} className={error ? "text-sm font-medium text-red-700" : "text-sm text-stone-700"}>
        {error ?? "The diner gets your reply by SMS, once."}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send reply"}
        </Button>
      </div>
    </form>
  );
}
