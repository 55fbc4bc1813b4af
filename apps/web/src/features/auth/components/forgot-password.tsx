import { AUTH_TEXTS, OTP_RESEND_COOLDOWN_MS, passwordSchema } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { formatMobile, toE164 } from "@forkful/contracts/phone";
import { type FormEvent, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { CodeField } from "../../../shared/ui/code-field";
import { FormAlert } from "../../../shared/ui/form-alert";
import { PasswordField } from "../../../shared/ui/password-field";
import { PhoneField } from "../../../shared/ui/phone-field";
import { type ResetPasswordRequest, useResetPassword } from "../api/reset-password";
import { useAuth } from "../hooks/use-auth";
import { useAuthStart } from "../hooks/use-auth-start";
import { type FlowError, resetError } from "../lib/auth-errors";
import type { AuthFlow } from "../lib/auth-throttle";
import { countryCodeOf } from "../lib/verified-user";
import { authStore } from "../stores/session-store";
import { FlowFeedback } from "./flow-feedback";
import { ResendCode } from "./resend-code";

type Step = "number" | "code" | "password" | "done";

/**
 * Reset a password: a code to the account's mobile number, the code checked for a reset token (the
 * resetPasswordOtpVerified stage), then the new password. Ends back on the password tab.
 */
export function ForgotPassword({ onDone }: { onDone: (mobilePhone: string) => void }) {
  const countryCode = useAuth((s) => s.countryCode);
  const verified = useAuth((s) => s.resetPasswordOtpVerified);
  const reset = useResetPassword();
  const { start, throttled } = useAuthStart();
  const [step, setStep] = useState<Step>("number");
  const [mobile, setMobile] = useState("");
  const [mobilePhone, setMobilePhone] = useState("");
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [code, setCode] = useState("");
  const [resetToken, setResetToken] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | null>>({});
  const [error, setError] = useState<FlowError | null>(null);

  function run(flow: AuthFlow, request: ResetPasswordRequest, next: (resetToken?: string) => void) {
    start(flow, () =>
      reset.mutate(request, {
        onSuccess: (result) => {
          if (!result.ok) return setError(resetError(result));
          setError(null);
          next(result.data.resetToken);
        },
        onError: (failure) => {
          const flowError = resetError(failure);
          if (flowError.rateLimited) authStore.getState().setRateLimitExceeds(true);
          setError(flowError);
        },
      }),
    );
  }

  function sendCode(e164: string) {
    run("reset-request", { sendOtp: true, mobilePhone: e164, countryCode: countryCodeOf(e164) }, () => {
      setMobilePhone(e164);
      setCode("");
      setResendAt(Date.now() + OTP_RESEND_COOLDOWN_MS);
      setStep("code");
    });
  }

  function onSubmitNumber(event: FormEvent) {
    event.preventDefault();
    const e164 = toE164(mobile, countryCode);
    setFieldErrors({ mobile: e164 ? null : AUTH_TEXTS.invalidMobile });
    if (e164) sendCode(e164);
  }

  function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({ code: code.length === 6 ? null : "The code has 6 digits" });
    if (code.length !== 6) return;
    run("reset-verify", { sendOtp: false, mobilePhone, countryCode: countryCodeOf(mobilePhone), otp: code }, (token) => {
      if (!token) return setError({ message: MESSAGES.resetPasswordFailed, detail: null, rateLimited: false });
      setResetToken(token);
      authStore.getState().setResetPasswordOtpVerified(true);
      setStep("password");
    });
  }

  function onSubmitPassword(event: FormEvent) {
    event.preventDefault();
    const strength = passwordSchema.safeParse(password);
    const errors = {
      password: strength.success ? null : (strength.error.issues[0]?.message ?? AUTH_TEXTS.passwordWeak),
      confirm: confirm === password ? null : MESSAGES.passwordsDiffer,
    };
    setFieldErrors(errors);
    if (errors.password || errors.confirm) return;
    run("reset-set", { sendOtp: false, resetToken, newPassword: password }, () => {
      authStore.getState().setResetPasswordOtpVerified(false);
      setStep("done");
    });
  }

  if (step === "done") {
    return (
      <div className="space-y-4">
        <FormAlert tone="success" message={AUTH_TEXTS.passwordReset} />
        <Button size="lg" className="w-full" onClick={() => onDone(mobilePhone)} autoFocus>
          Back to sign in
        </Button>
      </div>
    );
  }

  if (step === "password" && verified) {
    return (
      <form onSubmit={onSubmitPassword} noValidate className="space-y-4">
        <p className="text-sm text-stone-600">Code confirmed. Choose a new password for {formatMobile(mobilePhone)}.</p>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={AUTH_TEXTS.passwordWeak}
          error={fieldErrors.password}
          autoFocus
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={fieldErrors.confirm}
        />
        <FlowFeedback error={error} throttled={throttled} />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? "Saving…" : "Set new password"}
        </Button>
      </form>
    );
  }

  if (step === "code") {
    return (
      <form onSubmit={onSubmitCode} noValidate className="space-y-4">
        <p className="text-sm text-stone-700">
          If <strong className="whitespace-nowrap text-stone-900">{formatMobile(mobilePhone)}</strong> has a Forkful password, we sent it a
          6-digit code.{" "}
          <button type="button" onClick={() => setStep("number")} className="font-semibold text-brand underline-offset-2 hover:underline">
            Change number
          </button>
        </p>
        <CodeField value={code} onChange={setCode} error={fieldErrors.code} autoFocus />
        <FlowFeedback error={error} throttled={throttled} />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? "Checking…" : "Verify code"}
        </Button>
        <ResendCode resendAt={resendAt} onResend={() => sendCode(mobilePhone)} disabled={reset.isPending} />
      </form>
    );
  }

  return (
    <form onSubmit={onSubmitNumber} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">Enter the mobile number of your account. We'll text you a code to set a new password.</p>
      <PhoneField
        value={mobile}
        onChange={setMobile}
        countryCode={countryCode}
        onCountryChange={(code) => authStore.getState().setCountryCode(code)}
        error={fieldErrors.mobile}
        autoFocus
      />
      <FlowFeedback error={error} throttled={throttled} />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Sending…" : "Send code"}
      </Button>
    </form>
  );
}
