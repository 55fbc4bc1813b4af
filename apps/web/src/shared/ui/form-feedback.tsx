import { MESSAGES } from "@forkful/contracts/messages";
import { cn } from "../lib/cn";
import { FormAlert } from "./form-alert";

export interface FormFeedbackProps {
  /** The form's error: the text, and the server's reason beneath it. */
  error: { message: string; detail: string | null } | null;
  /** A start was held back by the start throttle. */
  throttled: boolean;
  /** The throttle note centred (the sign-in sheet's full-width forms). */
  centered?: boolean;
}

/** The outcome line of a form: its error, or a note that a start was held back by the throttle. */
export function FormFeedback({ error, throttled, centered }: FormFeedbackProps) {
  return (
    <>
      {error && <FormAlert message={error.message} detail={error.detail} />}
      {throttled && (
        <p role="status" className={cn(centered && "text-center", "text-sm text-stone-600")}>
          {MESSAGES.startThrottled}
        </p>
      )}
    </>
  );
}
