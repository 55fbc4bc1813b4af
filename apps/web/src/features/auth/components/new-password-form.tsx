import { newPasswordFormSchema } from "@forkful/contracts/auth";
import { formatMobile } from "@forkful/contracts/phone";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { SubmitButton } from "@forkful/ui/submit-button";
import { useState } from "react";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { NewPasswordFields } from "../../../shared/ui/new-password-fields";
import { useResetPassword } from "../api/reset-password";
import { useAuthStart } from "../hooks/use-auth-start";
import { type FlowError, flagRateLimit, resetError } from "../lib/auth-errors";
import { authStore } from "../stores/session-store";

export interface NewPasswordFormProps {
  mobilePhone: string;
  /** The token the checked code gave (resetPasswordOtpVerified). */
  resetToken: string;
  onSaved: () => void;
}

/** The last stage of a password reset: the new password, twice. */
export function NewPasswordForm({ mobilePhone, resetToken, onSaved }: NewPasswordFormProps) {
  const reset = useResetPassword();
  const { start, waitSeconds } = useAuthStart();
  const [error, setError] = useState<FlowError | null>(null);
  const form = useZodForm(newPasswordFormSchema, { password: "", confirm: "" });

  const onSubmit = form.handleSubmit(({ password }) => {
    setError(null);
    start("reset-set", () =>
      reset.mutate(
        { sendOtp: false, resetToken, newPassword: password },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(resetError(result));
            setError(null);
            authStore.getState().setResetPasswordOtpVerified(false);
            onSaved();
          },
          onError: (failure) => {
            const problem = resetError(failure);
            flagRateLimit(problem);
            setError(problem);
          },
        },
      ),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">Code confirmed. Choose a new password for {formatMobile(mobilePhone)}.</p>
      <NewPasswordFields control={form.control} autoFocus />
      <FormFeedback error={error} />
      <SubmitButton
        label="Set new password"
        pendingLabel="Saving…"
        pending={reset.isPending}
        waitSeconds={waitSeconds}
        size="lg"
        className="w-full"
      />
    </form>
  );
}
