import { AUTH_TEXTS, fullNameSchema, optionalEmailSchema } from "@forkful/contracts/auth";
import { formatMobile, toE164 } from "@forkful/contracts/phone";
import { type FormEvent, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { CodeField } from "../../../shared/ui/code-field";
import { PhoneField } from "../../../shared/ui/phone-field";
import { TextField } from "../../../shared/ui/text-field";
import { useCountries } from "../api/get-countries";
import { useSendSms } from "../api/send-sms";
import { useValidateOtp } from "../api/validate-otp";
import { useAuth } from "../hooks/use-auth";
import { useAuthStart } from "../hooks/use-auth-start";
import { type FlowError, otpError } from "../lib/auth-errors";
import { countryCodeOf, userFromValidation } from "../lib/verified-user";
import { authStore } from "../stores/session-store";
import { FlowFeedback } from "./flow-feedback";
import { ResendCode } from "./resend-code";

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * A guest gives a full name, a mobile number and an optional email; the number is confirmed with a code
 * (sendSMS, then validateOTP with isGuestUser) and the diner is guestSignedIn.
 */
export function GuestDetails({ onSignedIn }: { onSignedIn: () => void }) {
  const countryCode = useAuth((s) => s.countryCode);
  const countries = useCountries().data?.countries;
  const send = useSendSms();
  const validate = useValidateOtp();
  const { start, throttled } = useAuthStart();
  const [fullName, setFullName] = useState("");
  const [mobile, setMobile] = useState("");
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [code, setCode] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | null>>({});
  const [error, setError] = useState<FlowError | null>(null);

  const details = () => ({ fullName: fullName.trim(), ...(email.trim() ? { email: email.trim().toLowerCase() } : {}) });

  function sendCode(mobilePhone: string) {
    start("guest-request", () =>
      send.mutate(
        { mobilePhone, countryCode: countryCodeOf(mobilePhone), ...details(), isGuestUser: true },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(otpError(result));
            setError(null);
            setCode("");
            setSentTo(mobilePhone);
            setResendAt(Date.now() + result.data.resendAfterSeconds * 1000);
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

  function onSubmitDetails(event: FormEvent) {
    event.preventDefault();
    const e164 = toE164(mobile, countryCode);
    const errors = {
      fullName: issue(fullNameSchema.safeParse(fullName)),
      mobile: e164 ? null : AUTH_TEXTS.invalidMobile,
      email: issue(optionalEmailSchema.safeParse(email)),
    };
    setFieldErrors(errors);
    if (e164 && !Object.values(errors).some(Boolean)) sendCode(e164);
  }

  function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    setFieldErrors({ code: code.length === 6 ? null : "The code has 6 digits" });
    if (code.length !== 6) return;
    const mobilePhone = sentTo;
    start("guest-verify", () =>
      validate.mutate(
        { mobilePhone, countryCode: countryCodeOf(mobilePhone), otp: code, ...details(), isGuestUser: true },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(otpError(result));
            const user = userFromValidation(result.data);
            if (result.data.isGuestUser) {
              const { fullName: name, email: guestEmail = "" } = details();
              authStore
                .getState()
                .signInAsGuest(user, { fullName: name, mobile: mobilePhone, email: guestEmail, adultSize: 0, kidzSize: 0 });
            } else {
              // The number already belongs to an account, and its code proves it is theirs: a full sign-in.
              authStore.getState().signIn(user, null);
            }
            onSignedIn();
          },
          onError: (failure) => setError(otpError(failure)),
        },
      ),
    );
  }

  if (sentTo) {
    return (
      <form onSubmit={onSubmitCode} noValidate className="space-y-4">
        <p className="text-sm text-stone-700">
          Enter the code we sent to <strong className="whitespace-nowrap text-stone-900">{formatMobile(sentTo)}</strong>.{" "}
          <button type="button" onClick={() => setSentTo(null)} className="font-semibold text-brand underline-offset-2 hover:underline">
            Edit details
          </button>
        </p>
        <CodeField value={code} onChange={setCode} error={fieldErrors.code} autoFocus />
        <FlowFeedback error={error} throttled={throttled} />
        <Button type="submit" size="lg" className="w-full" disabled={validate.isPending}>
          {validate.isPending ? "Checking…" : "Verify and continue"}
        </Button>
        <ResendCode resendAt={resendAt} onResend={() => sendCode(sentTo)} disabled={send.isPending} />
      </form>
    );
  }

  return (
    <form onSubmit={onSubmitDetails} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">
        Order, check in or reserve without an account. The restaurant uses these details to reach you, and we text a code to confirm your
        number.
      </p>
      <TextField
        label="Full name"
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={fieldErrors.fullName}
        maxLength={80}
        autoFocus
      />
      <PhoneField
        value={mobile}
        onChange={setMobile}
        countryCode={countryCode}
        onCountryChange={(code) => authStore.getState().setCountryCode(code)}
        countries={countries}
        error={fieldErrors.mobile}
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
      <FlowFeedback error={error} throttled={throttled} />
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? "Sending…" : "Continue as guest"}
      </Button>
    </form>
  );
}
