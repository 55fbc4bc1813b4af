import type { guestDetailsFormSchema } from "@forkful/contracts/auth";
import { type CountryCode, formatMobile } from "@forkful/contracts/phone";
import { Button } from "@forkful/ui/button";
import type { ZodForm } from "../../../shared/hooks/use-zod-form";
import { FormPhoneField, FormTextField } from "../../../shared/ui/form-fields";

export interface GuestFieldsProps {
  form: ZodForm<ReturnType<typeof guestDetailsFormSchema>>;
  countryCode: CountryCode;
  onCountryChange: (countryCode: CountryCode) => void;
}

/** Who the party is (spec §6): full name, mobile number and an optional email. */
export function GuestFields({ form, countryCode, onCountryChange }: GuestFieldsProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 font-semibold text-stone-900">Your details</legend>
      <FormTextField control={form.control} name="fullName" label="Full name" autoComplete="name" maxLength={80} />
      <FormPhoneField
        control={form.control}
        name="mobile"
        countryCode={countryCode}
        onCountryChange={onCountryChange}
        hint="The host texts this number if they need you."
      />
      <FormTextField control={form.control} name="email" label="Email (optional)" type="email" autoComplete="email" maxLength={254} />
    </fieldset>
  );
}

export interface SignedInAsProps {
  name: string;
  mobilePhone: string;
  onChange: () => void;
}

/** A signed-in diner checks in as themselves, and may change the details for this visit. */
export function SignedInAs({ name, mobilePhone, onChange }: SignedInAsProps) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-stone-100 px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm text-stone-600">Checking in as</p>
        <p className="truncate font-semibold text-stone-900">{name}</p>
        <p className="text-sm text-stone-700 tabular-nums">{formatMobile(mobilePhone)}</p>
      </div>
      <Button variant="ghost" size="sm" onClick={onChange}>
        Change
      </Button>
    </div>
  );
}
