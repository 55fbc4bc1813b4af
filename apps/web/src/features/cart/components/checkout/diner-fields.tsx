import type { CountryCode } from "@forkful/contracts/phone";
import { TextField } from "@forkful/ui/text-field";
import type { ReactNode } from "react";
import { PhoneField } from "../../../../shared/ui/phone-field";
import type { CheckoutErrors } from "../../lib/checkout-form";

export interface DinerDetails {
  fullName: string;
  phone: string;
  countryCode: CountryCode;
}

export interface DinerFieldsProps {
  details: DinerDetails;
  errors: CheckoutErrors;
  onChange: (details: Partial<DinerDetails>) => void;
  nameLabel: string;
  /** The name takes a whole row on a wide screen (else the mobile sits beside it). */
  nameFullWidth: boolean;
  /** The mobile's label and hint, or null where the mobile is not asked. */
  mobile: { label?: string; hint?: string } | null;
  /** More fields after the mobile (the email). */
  children?: ReactNode;
}

/** Who orders, in the checkout's two-column grid: a name, then the mobile with its country code. */
export function DinerFields({ details, errors, onChange, nameLabel, nameFullWidth, mobile, children }: DinerFieldsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label={nameLabel}
        autoComplete="name"
        value={details.fullName}
        maxLength={80}
        error={errors.fullName}
        onChange={(event) => onChange({ fullName: event.target.value })}
        className={nameFullWidth ? "md:col-span-2" : undefined}
      />
      {mobile && (
        <PhoneField
          label={mobile.label}
          value={details.phone}
          countryCode={details.countryCode}
          error={errors.phone}
          hint={mobile.hint}
          onChange={(value) => onChange({ phone: value })}
          onCountryChange={(code) => onChange({ countryCode: code })}
        />
      )}
      {children}
    </div>
  );
}
