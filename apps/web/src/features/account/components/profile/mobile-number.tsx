import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { type CountryCode, formatMobile, toE164 } from "@forkful/contracts/phone";
import { type FormEvent, useState } from "react";
import { useSession } from "../../../../shared/hooks/use-session";
import { Button } from "../../../../shared/ui/button";
import { CodeField } from "../../../../shared/ui/code-field";
import { PhoneField } from "../../../../shared/ui/phone-field";
import { useRequestMobileChangeCode } from "../../api/request-mobile-change-code";
import { useUpdateCustomer } from "../../api/update-customer";
import { useProfileStart } from "../../hooks/use-profile-start";
import { type ProfileError, profileError } from "../../lib/profile-errors";
import { cardAction, ProfileCard, SaveFeedback } from "./profile-card";

const codeOf = (e164: string): CountryCode => (e164.startsWith("+91") ? "+91" : "+1");

/**
 * The mobile number, and changing it: a code to the new number (request-otp, purpose change-mobile), then the
 * number saved with that code (PUT /api/v2/customers). A number that is another account's is refused as 'linked'.
 */
export function MobileNumber({ phoneNumber }: { phoneNumber: string | null }) {
  const session = useSession();
  const requestCode = useRequestMobileChangeCode();
  const update = useUpdateCustomer();
  const { start, throttled } = useProfileStart();
  const [editing, setEditing] = useState(false);
  const [countryCode, setCountryCode] = useState<CountryCode>(phoneNumber?.startsWith("+91") ? "+91" : "+1");
  const [mobile, setMobile] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<ProfileError | null>(null);
  const [rateLimitExceeds, setRateLimitExceeds] = useState(false);

  function reset(open: boolean) {
    setEditing(open);
    setMobile("");
    setSentTo(null);
    setCode("");
    setFieldError(null);
    setError(null);
  }

  function onSubmitNumber(event: FormEvent) {
    event.preventDefault();
    const e164 = toE164(mobile, countryCode);
    if (!e164) return setFieldError(AUTH_TEXTS.invalidMobile);
    if (e164 === phoneNumber) return setFieldError("This is already your number");
    setFieldError(null);
    start("mobile-code", () =>
      requestCode.mutate(
        { mobilePhone: e164, countryCode: codeOf(e164) },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(profileError(result, MESSAGES.otpFailed));
            setError(null);
            setRateLimitExceeds(false);
            setSentTo(e164);
          },
          onError: (failure) => {
            const problem = profileError(failure, MESSAGES.otpFailed);
            setRateLimitExceeds(problem.rateLimited);
            setError(problem);
          },
        },
      ),
    );
  }

  function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    const customerId = session.customerId;
    if (!customerId || !sentTo) return;
    if (code.length !== 6) return setFieldError("The code has 6 digits");
    setFieldError(null);
    start("mobile-verify", () =>
      update.mutate(
        { customerId, mobilePhone: sentTo, countryCode: codeOf(sentTo), otp: code },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(profileError(result, MESSAGES.otpFailed));
            session.updateUser({ mobilePhone: result.data.customerDetails.mobilePhone });
            reset(false);
          },
          onError: (failure) => setError(profileError(failure, MESSAGES.otpFailed)),
        },
      ),
    );
  }

  if (!editing) {
    return (
      <ProfileCard
        title="Mobile number"
        action={
          <button type="button" onClick={() => reset(true)} className={cardAction} aria-label="Change mobile number">
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
      {sentTo ? (
        <form onSubmit={onSubmitCode} noValidate className="space-y-4">
          <p className="text-sm text-stone-700">
            Enter the code we sent to <strong className="whitespace-nowrap text-stone-900">{formatMobile(sentTo)}</strong>.
          </p>
          <CodeField value={code} onChange={setCode} error={fieldError} autoFocus />
          <SaveFeedback error={error} throttled={throttled} />
          <div className="flex gap-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving…" : "Verify and save"}
            </Button>
            <Button variant="ghost" onClick={() => reset(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={onSubmitNumber} noValidate className="space-y-4">
          <PhoneField
            label="New mobile number"
            value={mobile}
            onChange={(value) => {
              setMobile(value);
              setRateLimitExceeds(false);
            }}
            countryCode={countryCode}
            onCountryChange={setCountryCode}
            error={fieldError}
            hint={AUTH_TEXTS.changeMobileNeedsOtp}
            autoFocus
          />
          <SaveFeedback error={error} throttled={throttled} />
          <div className="flex gap-3">
            <Button type="submit" disabled={requestCode.isPending || rateLimitExceeds}>
              {requestCode.isPending ? "Sending…" : "Send code"}
            </Button>
            <Button variant="ghost" onClick={() => reset(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </ProfileCard>
  );
}
