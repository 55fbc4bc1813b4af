import { formatMobile } from "@forkful/contracts/phone";
import { SubmitButton } from "@forkful/ui/submit-button";
import type { ReactNode } from "react";
import type { Path } from "react-hook-form";
import type { z } from "zod";
import type { CodeFormSchema, OneTimeCode } from "../hooks/use-one-time-code";
import { FormActions } from "./form-actions";
import { FormCodeField } from "./form-fields";
import { ResendCode } from "./resend-code";

export interface OneTimeCodeStepProps<S extends CodeFormSchema> {
  /** The step's state (useOneTimeCode); the step shows once a code was sent. */
  code: OneTimeCode<S>;
  /** The line above the code field, around the number it went to (formatted and in bold). */
  prompt?: (number: ReactNode) => ReactNode;
  /** The link back to the number ("Change number", "Edit details"); none without it. */
  backLabel?: string;
  /** What going back does; by default, the number step again. */
  onBack?: () => void;
  /** Fields checked with the code, shown above it (a new account's name). */
  children?: ReactNode;
  autoFocus?: boolean;
  /** The outcome line: the step's error (FormFeedback). */
  feedback: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  /** The code is being checked, or another is being asked for. */
  verifying: boolean;
  requesting: boolean;
  /** Seconds until a check held by the start throttle is sent (useStartThrottle's waitSeconds). */
  waitSeconds?: number;
  /** "Resend code" once the resend delay has passed (the default); offered anyway once the code is spent. */
  canResend?: boolean;
  /** A Cancel button beside the submit (a card of the account) instead of one full-width button. */
  onCancel?: () => void;
}

const sentTo = (number: ReactNode) => <>Enter the code we sent to {number}.</>;

/**
 * The 6-digit code step of a flow that proves a mobile number: the number, the code, verify, resend. Once the server
 * says the code is spent (too many wrong tries, expired), Verify is off until a new code is sent.
 */
export function OneTimeCodeStep<S extends CodeFormSchema>({
  code,
  prompt = sentTo,
  backLabel,
  onBack = code.back,
  children,
  autoFocus = true,
  feedback,
  submitLabel,
  pendingLabel = "Checking…",
  verifying,
  requesting,
  waitSeconds = 0,
  canResend = true,
  onCancel,
}: OneTimeCodeStepProps<S>) {
  if (!code.sent) return null;
  const number = <strong className="whitespace-nowrap text-stone-900">{formatMobile(code.sent.mobilePhone)}</strong>;
  return (
    <form onSubmit={code.submitCode} noValidate className="space-y-4">
      <p className="text-sm text-stone-700">
        {prompt(number)}
        {backLabel && (
          <>
            {" "}
            <button type="button" onClick={onBack} className="font-semibold text-brand underline-offset-2 hover:underline">
              {backLabel}
            </button>
          </>
        )}
      </p>
      {children}
      <FormCodeField control={code.form.control} name={"code" as Path<z.input<S>>} autoFocus={autoFocus} />
      {feedback}
      {onCancel ? (
        <FormActions
          label={submitLabel}
          pendingLabel={pendingLabel}
          pending={verifying}
          disabled={code.spent}
          waitSeconds={waitSeconds}
          onCancel={onCancel}
        />
      ) : (
        <SubmitButton
          label={submitLabel}
          pendingLabel={pendingLabel}
          pending={verifying}
          disabled={code.spent}
          waitSeconds={waitSeconds}
          size="lg"
          className="w-full"
        />
      )}
      {/* A spent code: only a new one will do, so "Resend code" is offered at once and takes the focus. */}
      {(canResend || code.spent) && (
        <ResendCode resendAt={code.spent ? null : code.sent.resendAt} onResend={code.resend} disabled={requesting} focus={code.spent} />
      )}
    </form>
  );
}
