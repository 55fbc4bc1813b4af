import { guestDetailsFormSchema } from "@forkful/contracts/auth";
import { formatMobile } from "@forkful/contracts/phone";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { SubmitButton } from "@forkful/ui/submit-button";
import { type ReactNode, useState } from "react";
import { useOneTimeCode } from "../../../shared/hooks/use-one-time-code";
import { useZodForm, type ZodForm } from "../../../shared/hooks/use-zod-form";
import { FormTextField } from "../../../shared/ui/form-fields";
import { OneTimeCodeStep } from "../../../shared/ui/one-time-code-step";
import { useSendSms } from "../api/send-sms";
import { useValidateOtp } from "../api/validate-otp";
import { useAuth } from "../hooks/use-auth";
import { useAuthStart } from "../hooks/use-auth-start";
import { flagRateLimit, otpError } from "../lib/auth-errors";
import { signInStart } from "../lib/sign-in-start";
import { countryCodeOf, userFromValidation } from "../lib/verified-user";
import { authStore } from "../stores/session-store";
import { AuthPhoneField } from "./auth-phone-field";

type DetailsForm = ZodForm<ReturnType<typeof guestDetailsFormSchema>>;

/**
 * A guest gives a full name, a mobile number and an optional email; the number is confirmed with a code
 * (sendSMS, then validateOTP with isGuestUser) and the diner is guestSignedIn.
 */
export function GuestDetails({ onSignedIn }: { onSignedIn: () => void }) {
  const countryCode = useAuth((s) => s.countryCode);
  const send = useSendSms();
  const validate = useValidateOtp();
  const { start, waitSeconds } = useAuthStart();
  const guest = useAuth((s) => s.guestUser);
  const [typed] = useState(() => signInStart(guest));
  const detailsForm = useZodForm(guestDetailsFormSchema(countryCode), {
    fullName: typed?.fullName ?? "",
    mobile: typed?.mobilePhone ? formatMobile(typed.mobilePhone) : "",
    email: typed?.email ?? "",
  });
  // The details as checked when the code was asked for: the code step sends them again.
  const details = () => {
    const { fullName, email } = detailsForm.getValues();
    const trimmed = email?.trim().toLowerCase();
    return { fullName: fullName.trim(), ...(trimmed ? { email: trimmed } : {}) };
  };

  const code = useOneTimeCode({
    request: (mobilePhone) => send.mutateAsync({ mobilePhone, countryCode: countryCodeOf(mobilePhone), ...details(), isGuestUser: true }),
    resendAt: (answer) => Date.now() + answer.resendAfterSeconds * 1000,
    verify: (mobilePhone, { code: otp }) =>
      validate.mutateAsync({ mobilePhone, countryCode: countryCodeOf(mobilePhone), otp, ...details(), isGuestUser: true }),
    onVerified: (answer, mobilePhone) => {
      const user = userFromValidation(answer);
      if (answer.isGuestUser) {
        const { fullName, email = "" } = details();
        authStore.getState().signInAsGuest(user, { fullName, mobile: mobilePhone, email, adultSize: 0, kidzSize: 0 });
      } else {
        // The number already belongs to an account, and its code proves it is theirs: a full sign-in.
        authStore.getState().signIn(user, null);
      }
      onSignedIn();
      return undefined;
    },
    toError: otpError,
    start: (step, run) => start(step === "request" ? "guest-request" : "guest-verify", run),
    onThrown: (problem, step) => step === "request" && flagRateLimit(problem),
  });
  const feedback = <FormFeedback error={code.error} />;

  if (code.sent) {
    return (
      <OneTimeCodeStep
        waitSeconds={waitSeconds}
        code={code}
        backLabel="Edit details"
        feedback={feedback}
        submitLabel="Verify and continue"
        verifying={validate.isPending}
        requesting={send.isPending}
      />
    );
  }
  return (
    <GuestDetailsForm
      form={detailsForm}
      onSubmit={detailsForm.handleSubmit(({ mobile }) => code.sendCode(mobile))}
      sending={send.isPending}
      waitSeconds={waitSeconds}
      feedback={feedback}
    />
  );
}

interface GuestDetailsFormProps {
  form: DetailsForm;
  onSubmit: () => void;
  sending: boolean;
  waitSeconds: number;
  feedback: ReactNode;
}

/** The guest's full name, mobile number and optional email. */
function GuestDetailsForm({ form, onSubmit, sending, waitSeconds, feedback }: GuestDetailsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">
        Order, check in or reserve without an account. The restaurant uses these details to reach you, and we text a code to confirm your
        number.
      </p>
      <FormTextField control={form.control} name="fullName" label="Full name" autoComplete="name" maxLength={80} autoFocus />
      <AuthPhoneField control={form.control} name="mobile" />
      <FormTextField control={form.control} name="email" label="Email (optional)" type="email" autoComplete="email" maxLength={254} />
      {feedback}
      <SubmitButton
        label="Continue as guest"
        pendingLabel="Sending…"
        pending={sending}
        waitSeconds={waitSeconds}
        size="lg"
        className="w-full"
      />
    </form>
  );
}
