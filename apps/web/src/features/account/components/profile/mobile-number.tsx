import { AUTH_TEXTS, mobileNumberFormSchema } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { type CountryCode, formatMobile } from "@forkful/contracts/phone";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { useState } from "react";
import { useOneTimeCode } from "../../../../shared/hooks/use-one-time-code";
import { useSession } from "../../../../shared/hooks/use-session";
import { useZodForm } from "../../../../shared/hooks/use-zod-form";
import { FormActions } from "../../../../shared/ui/form-actions";
import { FormPhoneField } from "../../../../shared/ui/form-fields";
import { OneTimeCodeStep } from "../../../../shared/ui/one-time-code-step";
import { useRequestMobileChangeCode } from "../../api/request-mobile-change-code";
import { useUpdateCustomer } from "../../api/update-customer";
import { useProfileStart } from "../../hooks/use-profile-start";
import { profileError } from "../../lib/profile-errors";
import { cardAction, ProfileCard } from "./profile-card";

const codeOf = (e164: string): CountryCode => (e164.startsWith("+91") ? "+91" : "+1");

/**
 * The mobile number, and changing it: a code to the new number (request-otp, purpose change-mobile), then the
 * number saved with that code (PUT /api/v2/customers). A number that is another account's is refused as 'linked'.
 */
export function MobileNumber({ phoneNumber }: { phoneNumber: string | null }) {
  const [editing, setEditing] = useState(false);
  // Kept while the form is closed and opened again: the picked country, and a code request over the limit.
  const [countryCode, setCountryCode] = useState<CountryCode>(phoneNumber?.startsWith("+91") ? "+91" : "+1");
  const [rateLimitExceeds, setRateLimitExceeds] = useState(false);

  if (!editing) {
    return (
      <ProfileCard
        title="Mobile number"
        action={
          <button type="button" onClick={() => setEditing(true)} className={cardAction} aria-label="Change mobile number">
            Change
          </button>
        }
      >
        <p className="font-medium text-stone-900">{phoneNumber ? formatMobile(phoneNumber) : "Not set"}</p>
        <p className="mt-1 text-sm text-stone-500">You sign in with this number, and restaurants use it to reach you about an order.</p>
      </ProfileCard>
    );
  }
  return (
    <ProfileCard title="Mobile number">
      <MobileNumberChange
        phoneNumber={phoneNumber}
        countryCode={countryCode}
        onCountryChange={setCountryCode}
        rateLimitExceeds={rateLimitExceeds}
        setRateLimitExceeds={setRateLimitExceeds}
        onClose={() => setEditing(false)}
      />
    </ProfileCard>
  );
}

interface MobileNumberChangeProps {
  phoneNumber: string | null;
  countryCode: CountryCode;
  onCountryChange: (countryCode: CountryCode) => void;
  rateLimitExceeds: boolean;
  setRateLimitExceeds: (value: boolean) => void;
  onClose: () => void;
}

/** The new number, then the code sent to it. */
function MobileNumberChange({
  phoneNumber,
  countryCode,
  onCountryChange,
  rateLimitExceeds,
  setRateLimitExceeds,
  onClose,
}: MobileNumberChangeProps) {
  const session = useSession();
  const requestCode = useRequestMobileChangeCode();
  const update = useUpdateCustomer();
  const { start, waitSeconds } = useProfileStart();
  const numberForm = useZodForm(mobileNumberFormSchema(countryCode), { mobile: "" });

  const code = useOneTimeCode({
    request: (mobilePhone) => requestCode.mutateAsync({ mobilePhone, countryCode: codeOf(mobilePhone) }),
    onSent: () => setRateLimitExceeds(false),
    verify: (mobilePhone, { code: otp }) =>
      update.mutateAsync({ customerId: session.customerId ?? "", mobilePhone, countryCode: codeOf(mobilePhone), otp }),
    onVerified: ({ customerDetails }) => {
      session.updateUser({ mobilePhone: customerDetails.mobilePhone });
      onClose();
      return undefined;
    },
    toError: (outcome) => profileError(outcome, MESSAGES.otpFailed),
    start: (step, run) => {
      if (step === "verify" && !session.customerId) return;
      start(step === "request" ? "mobile-code" : "mobile-verify", run);
    },
    onThrown: (problem, step) => step === "request" && setRateLimitExceeds(problem.rateLimited),
  });
  const feedback = <FormFeedback error={code.error} />;

  const onSubmitNumber = numberForm.handleSubmit(({ mobile }) => {
    if (mobile === phoneNumber) return numberForm.setError("mobile", { message: "This is already your number" }, { shouldFocus: true });
    code.sendCode(mobile);
  });

  if (code.sent) {
    return (
      <OneTimeCodeStep
        waitSeconds={waitSeconds}
        code={code}
        feedback={feedback}
        submitLabel="Verify and save"
        pendingLabel="Saving…"
        verifying={update.isPending}
        requesting={requestCode.isPending}
        canResend={false}
        onCancel={onClose}
      />
    );
  }
  return (
    <form onSubmit={onSubmitNumber} noValidate className="space-y-4">
      <FormPhoneField
        control={numberForm.control}
        name="mobile"
        label="New mobile number"
        onValueChange={() => setRateLimitExceeds(false)}
        countryCode={countryCode}
        onCountryChange={onCountryChange}
        hint={AUTH_TEXTS.changeMobileNeedsOtp}
        autoFocus
      />
      {feedback}
      <FormActions
        label="Send code"
        pendingLabel="Sending…"
        pending={requestCode.isPending}
        disabled={rateLimitExceeds}
        waitSeconds={waitSeconds}
        onCancel={onClose}
      />
    </form>
  );
}
