import { AUTH_TEXTS, mobileNumberFormSchema, OTP_RESEND_COOLDOWN_MS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { SubmitButton } from "@forkful/ui/submit-button";
import { useState } from "react";
import { useOneTimeCode } from "../../../shared/hooks/use-one-time-code";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { FormPhoneField } from "../../../shared/ui/form-fields";
import { OneTimeCodeStep } from "../../../shared/ui/one-time-code-step";
import { useResetPassword } from "../api/reset-password";
import { useAuth } from "../hooks/use-auth";
import { useAuthStart } from "../hooks/use-auth-start";
import { flagRateLimit, resetError } from "../lib/auth-errors";
import { countryCodeOf } from "../lib/verified-user";
import { authStore } from "../stores/session-store";
import { NewPasswordForm } from "./new-password-form";

/**
 * Reset a password: a code to the account's mobile number, the code checked for a reset token (the
 * resetPasswordOtpVerified stage), then the new password. Ends back on the password tab.
 */
export function ForgotPassword({ onDone }: { onDone: (mobilePhone: string) => void }) {
  const countryCode = useAuth((s) => s.countryCode);
  const verified = useAuth((s) => s.resetPasswordOtpVerified);
  const reset = useResetPassword();
  const { start, waitSeconds } = useAuthStart();
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const numberForm = useZodForm(mobileNumberFormSchema(countryCode), { mobile: "" });

  const code = useOneTimeCode({
    request: (mobilePhone) => reset.mutateAsync({ sendOtp: true, mobilePhone, countryCode: countryCodeOf(mobilePhone) }),
    resendAt: () => Date.now() + OTP_RESEND_COOLDOWN_MS,
    verify: (mobilePhone, { code: otp }) =>
      reset.mutateAsync({ sendOtp: false, mobilePhone, countryCode: countryCodeOf(mobilePhone), otp }),
    onVerified: (answer) => {
      if (!answer.resetToken) return { message: MESSAGES.resetPasswordFailed, detail: null, rateLimited: false };
      setResetToken(answer.resetToken);
      authStore.getState().setResetPasswordOtpVerified(true);
      return undefined;
    },
    toError: resetError,
    start: (step, run) => start(step === "request" ? "reset-request" : "reset-verify", run),
    onThrown: flagRateLimit,
  });
  const mobilePhone = code.sent?.mobilePhone ?? "";
  const feedback = <FormFeedback error={code.error} />;

  if (done) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success" message={AUTH_TEXTS.passwordReset} />
        <Button size="lg" className="w-full" onClick={() => onDone(mobilePhone)} autoFocus>
          Back to sign in
        </Button>
      </div>
    );
  }

  if (resetToken && verified) {
    return <NewPasswordForm mobilePhone={mobilePhone} resetToken={resetToken} onSaved={() => setDone(true)} />;
  }

  if (code.sent && !resetToken) {
    return (
      <OneTimeCodeStep
        waitSeconds={waitSeconds}
        code={code}
        prompt={(number) => <>If {number} has a Forkful password, we sent it a 6-digit code.</>}
        backLabel="Change number"
        feedback={feedback}
        submitLabel="Verify code"
        verifying={reset.isPending}
        requesting={reset.isPending}
      />
    );
  }

  return (
    <form onSubmit={numberForm.handleSubmit(({ mobile }) => code.sendCode(mobile))} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">Enter the mobile number of your account. We'll text you a code to set a new password.</p>
      <FormPhoneField
        control={numberForm.control}
        name="mobile"
        countryCode={countryCode}
        onCountryChange={(code) => authStore.getState().setCountryCode(code)}
        autoFocus
      />
      {feedback}
      <SubmitButton
        label="Send code"
        pendingLabel="Sending…"
        pending={reset.isPending}
        waitSeconds={waitSeconds}
        size="lg"
        className="w-full"
      />
    </form>
  );
}
