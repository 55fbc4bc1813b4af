import { type CountryCode, toE164 } from "@forkful/contracts/phone";
import { TextField } from "@forkful/ui/text-field";
import { CheckoutSection } from "../../../../entities/order/components/checkout-section";
import { useSignInPrefill } from "../../../../shared/hooks/use-sign-in-prefill";
import type { CheckoutErrors } from "../../lib/checkout-form";
import { DinerFields } from "./diner-fields";

export interface DetailsSectionProps {
  fullName: string;
  phone: string;
  countryCode: CountryCode;
  email: string;
  errors: CheckoutErrors;
  signedIn: boolean;
  onChange: (details: Partial<{ fullName: string; phone: string; countryCode: CountryCode; email: string }>) => void;
}

/** Who the order is for: full name, mobile number and an optional email for the receipt. */
export function DetailsSection({ fullName, phone, countryCode, email, errors, signedIn, onChange }: DetailsSectionProps) {
  // Signing in from the checkout (the header's Sign in) starts from what was typed here.
  useSignInPrefill(signedIn ? null : { fullName: fullName.trim(), mobilePhone: toE164(phone, countryCode) });
  return (
    <CheckoutSection
      title="Your details"
      description={
        signedIn ? "From your account. Change them for this order if you like." : "The restaurant calls this number if it needs you."
      }
    >
      <DinerFields
        details={{ fullName, phone, countryCode }}
        errors={errors}
        onChange={onChange}
        nameLabel="Full name"
        nameFullWidth
        mobile={{}}
      >
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="email"
          value={email}
          maxLength={120}
          error={errors.email}
          hint="For your receipt"
          onChange={(event) => onChange({ email: event.target.value })}
        />
      </DinerFields>
    </CheckoutSection>
  );
}
