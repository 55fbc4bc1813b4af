import { MESSAGES } from "@forkful/contracts/messages";
import { FormAlert } from "../../../shared/ui/form-alert";
import type { FlowError } from "../lib/auth-errors";

/** The outcome line of a sign-in form: its error, or a note that a start was held back by the throttle. */
export function FlowFeedback({ error, throttled }: { error: FlowError | null; throttled: boolean }) {
  return (
    <>
      {error && <FormAlert message={error.message} detail={error.detail} />}
      {throttled && (
        <p role="status" className="text-center text-sm text-stone-600">
          {MESSAGES.startThrottled}
        </p>
      )}
    </>
  );
}
