import { fullNameSchema, mobileNumberFormSchema, signInCodeFormSchema } from "@forkful/contracts/auth";
import { formatMobile } from "@forkful/contracts/phone";
import { Button } from "@forkful/ui/button";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { SubmitButton } from "@forkful/ui/submit-button";
import { type ReactNode, useState } from "react";
import { useOneTimeCode } from "../../../shared/hooks/use-one-time-code";
import { useZodForm, type ZodForm } from "../../../shared/hooks/use-zod-form";
import { FormTextField } from "../../../shared/ui/form-fields";
import { OneTimeCodeStep } from "../../../shared/ui/one-time-code-step";
import { useRequestOtp } from "../api/request-otp";
import { useVerifyOtp } from "../api/verify-otp";
import { useAuth } from "../hooks/use-auth";
import { useAuthStart } from "../hooks/use-auth-start";
import { asksForName, flagRateLimit, otpError } from "../lib/auth-errors";
import { signInStart } from "../lib/sign-in-start";
import { countryCodeOf, userFromCustomer } from "../lib/verified-user";
import { authStore } from "../stores/session-store";
import { AuthPhoneField } from "./auth-phone-field";

type NumberForm = ZodForm<ReturnType<typeof mobileNumberFormSchema>>;
type SignUpForm = ZodForm<ReturnType<typeof signInCodeFormSchema>>;

/**
 * Sign in with a mobile number and a code (request-otp, then verify-otp). A number without an account signs up on
 * the code step: verify-otp answers the right code with 409 "a name is needed" (keeping the code), and the step then
 * also asks for a full name and an optional email and sends the same code again with them. A name already typed on
 * the page (the checkout's details) goes with the first check, so it is not asked for again.
 */
export function MobileSignIn({ onSignedIn, onGuest }: { onSignedIn: () => void; onGuest: () => void }) {
  const countryCode = useAuth((s) => s.countryCode);
  const otp = useAuth((s) => s.otp);
  const request = useRequestOtp();
  const verify = useVerifyOtp();
  const { start, waitSeconds } = useAuthStart();
  // Details typed on the page (the checkout's), or given with a guest order: the number to start from, and a name sent
  // with the code, so a new number is not asked for it again.
  const guest = useAuth((s) => s.guestUser);
  const [typed] = useState(() => signInStart(guest));
  const typedName = fullNameSchema.safeParse(typed?.fullName).data;
  const typedMobile = typed?.mobilePhone ? formatMobile(typed.mobilePhone) : "";
  const numberForm = useZodForm(mobileNumberFormSchema(countryCode), { mobile: otp.mobilePhone ?? typedMobile });

  const code = useOneTimeCode({
    sent: otp.sent && otp.mobilePhone ? { mobilePhone: otp.mobilePhone, resendAt: otp.resendAt } : null,
    request: (mobilePhone) => request.mutateAsync({ mobilePhone, countryCode: countryCodeOf(mobilePhone) }),
    onSent: ({ resendAfterSeconds }, mobilePhone) => authStore.getState().otpSent({ mobilePhone, resendAfterSeconds }),
    schema: signInCodeFormSchema(otp.isNewUser),
    defaultValues: { code: "", fullName: typedName ?? "", email: "" },
    verify: async (mobilePhone, { code: otpCode, fullName, email }) => {
      const result = await verify.mutateAsync({
        mobilePhone,
        countryCode: countryCodeOf(mobilePhone),
        otp: otpCode,
        ...((fullName ?? typedName) ? { fullName: fullName ?? typedName } : {}),
        ...(email ? { email } : {}),
      });
      if (asksForName(result)) authStore.getState().signUpAsked();
      return result;
    },
    onVerified: ({ customerDetails, ...tokens }) => {
      authStore.getState().signIn(userFromCustomer(customerDetails, tokens), customerDetails.hasPassword);
      onSignedIn();
      return undefined;
    },
    toError: otpError,
    // Signing up after the name was asked for is a step of its own: the check just before it does not hold it back.
    start: (step, run) => start(step === "request" ? "otp-request" : otp.isNewUser ? "otp-sign-up" : "otp-verify", run),
    onThrown: (problem, step) => step === "request" && flagRateLimit(problem),
  });
  const feedback = <FormFeedback error={code.error} />;

  if (!code.sent) {
    return (
      <MobileNumberForm
        form={numberForm}
        onSubmit={numberForm.handleSubmit(({ mobile }) => code.sendCode(mobile))}
        sending={request.isPending}
        waitSeconds={waitSeconds}
        feedback={feedback}
        onGuest={onGuest}
      />
    );
  }
  return (
    <OneTimeCodeStep
      waitSeconds={waitSeconds}
      code={code}
      backLabel="Change number"
      onBack={() => {
        code.setError(null);
        authStore.getState().resetOtp();
      }}
      autoFocus={!otp.isNewUser}
      feedback={feedback}
      submitLabel={otp.isNewUser ? "Create account" : "Verify and sign in"}
      verifying={verify.isPending}
      requesting={request.isPending}
    >
      {otp.isNewUser && <SignUpFields form={code.form} />}
    </OneTimeCodeStep>
  );
}

interface MobileNumberFormProps {
  form: NumberForm;
  onSubmit: () => void;
  sending: boolean;
  waitSeconds: number;
  feedback: ReactNode;
  onGuest: () => void;
}

/** The number a sign-in code is sent to, or the way to continue as a guest. */
function MobileNumberForm({ form, onSubmit, sending, waitSeconds, feedback, onGuest }: MobileNumberFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">We'll text you a 6-digit code. New to Forkful? The same code creates your account.</p>
      <AuthPhoneField control={form.control} name="mobile" autoFocus />
      {feedback}
      <SubmitButton label="Send code" pendingLabel="Sending…" pending={sending} waitSeconds={waitSeconds} size="lg" className="w-full" />
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-stone-500 uppercase" aria-hidden="true">
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

/** A new number's account: a full name and an optional email, checked with the code. */
function SignUpFields({ form }: { form: SignUpForm }) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-stone-50 p-4">
      <legend className="float-left mb-1 w-full text-base font-bold text-stone-900">New here? Create your account</legend>
      <FormTextField control={form.control} name="fullName" label="Full name" autoComplete="name" maxLength={80} autoFocus />
      <FormTextField control={form.control} name="email" label="Email (optional)" type="email" autoComplete="email" maxLength={254} />
    </fieldset>
  );
}
