import { AUTH_TEXTS, fullNameSchema, optionalEmailSchema } from "@forkful/contracts/auth";
import { formatMobile, toE164 } from "@forkful/contracts/phone";
import { type FormEvent, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { CodeField } from "../../../shared/ui/code-field";
import { PhoneField } from "../../../shared/ui/phone-field";
import { TextField } from "../../../shared/ui/text-field";
import { useCountries } from "../api/get-countries";
import { useRequestOtp } from "../api/request-otp";
import { useVerifyOtp } from "../api/verify-otp";
import { useAuth } from "../hooks/use-auth";
import { useAuthStart } from "../hooks/use-auth-start";
import { type FlowError, otpError } from "../lib/auth-errors";
import { countryCodeOf, userFromCustomer } from "../lib/verified-user";
import { authStore } from "../stores/session-store";
import { FlowFeedback } from "./flow-feedback";
import { ResendCode } from "./resend-code";

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * Sign in with a mobile number and a code (request-otp, then verify-otp). A number without an account signs up on
 * the code step, which then also asks for a full name and an optional email.
 */
export function MobileSignIn({ onSignedIn, onGuest }: { onSignedIn: () => void; onGuest: () => void }) {
  const countryCode = useAuth((s) => s.countryCode);
  const otp = useAuth((s) => s.otp);
  const countries = useCountries().data?.countries;
  const request = useRequestOtp();
  const verify = useVerifyOtp();
  const { start, throttled } = useAuthStart();

  const [mobile, setMobile] = useState(otp.mobilePhone ?? "");
  const [code, setCode] = useState("");
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | null>>({});
  const [error, setError] = useState<FlowError | null>(null);

  function sendCode(mobilePhone: string) {
    start("otp-request", () =>
      request.mutate(
        { mobilePhone, countryCode: countryCodeOf(mobilePhone) },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(otpError(result));
            setError(null);
            setCode("");
            authStore.getState().otpSent({ mobilePhone, ...result.data });
          },
          onError: (failure) => {
            const flow = otpError(failure);
            if (flow.rateLimited) authStore.getState().setRateLimitExceeds(true);
            setError(flow);
          },
        },
      ),
    );
  }

  function onSubmitNumber(event: FormEvent) {
    event.preventDefault();
    const e164 = toE164(mobile, countryCode);
    setFieldErrors({ mobile: e164 ? null : AUTH_TEXTS.invalidMobile });
    if (e164) sendCode(e164);
  }

  function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    if (!otp.mobilePhone) return;
    const errors = {
      code: code.length === 6 ? null : "The code has 6 digits",
      fullName: otp.isNewUser ? firstIssue(fullNameSchema.safeParse(fullName)) : null,
      email: otp.isNewUser ? firstIssue(optionalEmailSchema.safeParse(email)) : null,
    };
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    const mobilePhone = otp.mobilePhone;
    const signUp = otp.isNewUser ? { fullName: fullName.trim(), ...(email.trim() ? { email: email.trim() } : {}) } : {};
    start("otp-verify", () =>
      verify.mutate(
        { mobilePhone, countryCode: countryCodeOf(mobilePhone), otp: code, ...signUp },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(otpError(result));
            const { customerDetails, ...tokens } = result.data;
            authStore.getState().signIn(userFromCustomer(customerDetails, tokens), customerDetails.hasPassword);
            onSignedIn();
          },
          onError: (failure) => setError(otpError(failure)),
        },
      ),
    );
  }

  if (!otp.sent || !otp.mobilePhone) {
    return (
      <form onSubmit={onSubmitNumber} noValidate className="space-y-4">
        <p className="text-sm text-stone-600">We'll text you a 6-digit code. New to Forkful? The same code creates your account.</p>
        <PhoneField
          value={mobile}
          onChange={setMobile}
          countryCode={countryCode}
          onCountryChange={(code) => authStore.getState().setCountryCode(code)}
          countries={countries}
          error={fieldErrors.mobile}
          autoFocus
        />
        <FlowFeedback error={error} throttled={throttled} />
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? "Sending…" : "Send code"}
        </Button>
        <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-stone-400 uppercase" aria-hidden="true">
          <span className="h-px flex-1 bg-stone-200" />
          or
          <span className="h-px flex-1 bg-stone-200" />
        </div>
        <Button variant="secondary" size="lg" className="w-full" onClick={onGuest}>
          Continue as guest
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={onSubmitCode} noValidate className="space-y-4">
      <p className="text-sm text-stone-700">
        Enter the code we sent to <strong className="whitespace-nowrap text-stone-900">{formatMobile(otp.mobilePhone)}</strong>.{" "}
        <button
          type="button"
          onClick={() => {
            setError(null);
            authStore.getState().resetOtp();
          }}
          className="font-semibold text-brand underline-offset-2 hover:underline"
        >
          Change number
        </button>
      </p>
      {otp.isNewUser && (
        <fieldset className="space-y-4 rounded-2xl bg-stone-50 p-4">
          <legend className="float-left mb-1 w-full text-base font-bold text-stone-900">New here? Create your account</legend>
          <TextField
            label="Full name"
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            error={fieldErrors.fullName}
            maxLength={80}
            autoFocus
          />
          <TextField
            label="Email (optional)"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldErrors.email}
            maxLength={254}
          />
        </fieldset>
      )}
      <CodeField value={code} onChange={setCode} error={fieldErrors.code} autoFocus={!otp.isNewUser} />
      <FlowFeedback error={error} throttled={throttled} />
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? "Checking…" : otp.isNewUser ? "Create account" : "Verify and sign in"}
      </Button>
      <ResendCode resendAt={otp.resendAt} onResend={() => otp.mobilePhone && sendCode(otp.mobilePhone)} disabled={request.isPending} />
    </form>
  );
}
