import type { CountryCode } from "@forkful/contracts/phone";
import { CheckoutSection } from "../../../../entities/order/components/checkout-section";
import { PhoneField } from "../../../../shared/ui/phone-field";
import { TextField } from "../../../../shared/ui/text-field";
import type { CheckoutErrors } from "../../lib/checkout-form";

export interface TableDinerSectionProps {
  fullName: string;
  phone: string;
  countryCode: CountryCode;
  /** A later round of a tab: the table knows this diner already, so the mobile is not asked again. */
  laterRound: boolean;
  errors: CheckoutErrors;
  onChange: (details: Partial<{ fullName: string; phone: string; countryCode: CountryCode }>) => void;
}

/** Who orders this round at the table: a name the table sees beside the dishes, and a mobile only if the diner likes. */
export function TableDinerSection({ fullName, phone, countryCode, laterRound, errors, onChange }: TableDinerSectionProps) {
  return (
    <CheckoutSection title="Who is ordering" description="Your name shows beside your dishes on the table's tab.">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          value={fullName}
          maxLength={80}
          error={errors.fullName}
          onChange={(event) => onChange({ fullName: event.target.value })}
          className={laterRound ? "md:col-span-2" : undefined}
        />
        {!laterRound && (
          <PhoneField
            label="Mobile (optional)"
            value={phone}
            countryCode={countryCode}
            error={errors.phone}
            hint="Only if you want the restaurant to reach you"
            onChange={(value) => onChange({ phone: value })}
            onCountryChange={(code) => onChange({ countryCode: code })}
          />
        )}
      </div>
    </CheckoutSection>
  );
}
