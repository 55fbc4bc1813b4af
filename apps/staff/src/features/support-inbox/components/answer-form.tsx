import { answerSupportRequestSchema, SUPPORT_LIMITS } from "@forkful/contracts/support";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { inputClasses } from "@forkful/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { useAnswerSupportRequest } from "../api/answer-support-request";

const answerFieldSchema = answerSupportRequestSchema.pick({ answer: true });
type AnswerFields = { answer: string };

/** The answer to a request: sent alone (the request stays open to more) or with the request closed. */
export function AnswerForm({ requestId, answered }: { requestId: string; answered: boolean }) {
  const send = useAnswerSupportRequest();
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldId = useId();
  const form = useForm<AnswerFields>({ resolver: zodResolver(answerFieldSchema), defaultValues: { answer: "" } });
  const error = form.formState.errors.answer?.message;

  const answerWith = (close: boolean) =>
    form.handleSubmit(async ({ answer }) => {
      setRefusal(null);
      const outcome = await outcomeOf(send.mutateAsync({ id: requestId, answer, close }));
      if (outcome.ok) form.reset();
      else setRefusal(outcome.message);
    });

  return (
    <form onSubmit={answerWith(false)} noValidate className="flex flex-col gap-2 border-t border-stone-200 pt-3">
      {refusal && <FormAlert message={refusal} />}
      <label htmlFor={fieldId} className="text-sm font-semibold text-stone-800">
        {answered ? "Answer again" : "Your answer"}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={SUPPORT_LIMITS.maxAnswer}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-note`}
        className={inputClasses(Boolean(error), "w-full py-2.5")}
        {...form.register("answer")}
      />
      <p id={`${fieldId}-note`} className={error ? "text-sm font-medium text-red-700" : "text-sm text-stone-700"}>
        {error ?? "The diner reads your answer on their request and gets it by SMS."}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={send.isPending} onClick={answerWith(true)}>
          Answer and close
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send answer"}
        </Button>
      </div>
    </form>
  );
}
