import type { bookingGuestFormSchema } from "@forkful/contracts/booking-form";
import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import type { CountryCode } from "@forkful/contracts/phone";
import { SubmitButton, type SubmitButtonProps } from "@forkful/ui/submit-button";
import type { ReactNode } from "react";
import type { ZodForm } from "../../../shared/hooks/use-zod-form";
import { FormNoteField, FormPhoneField, FormTextField } from "../../../shared/ui/form-fields";

export interface BookingGuestFieldsProps {
  form: ZodForm<ReturnType<typeof bookingGuestFormSchema>>;
  countryCode: CountryCode;
  onCountryChange: (countryCode: CountryCode) => void;
  emailHint?: string;
  /** Who reads the note ("Note for the host (optional)"). */
  noteLabel: string;
  notePlaceholder?: string;
  /** The form's one button: what it says, and whether it waits (sending, or the start throttle). */
  submit: Pick<SubmitButtonProps, "label" | "pendingLabel" | "pending" | "waitSeconds">;
  /** What shows between the fields and the button (a refusal, a summary). */
  children?: ReactNode;
}

/**
 * The diner's part of a check-in or a reservation: full name, mobile with its country code, optional email, a note;
 * then the form's wide submit button.
 */
export function BookingGuestFields({
  form,
  countryCode,
  onCountryChange,
  emailHint,
  noteLabel,
  notePlaceholder,
  submit,
  children,
}: BookingGuestFieldsProps) {
  return (
    <>
      <FormTextField control={form.control} name="fullName" label="Full name" autoComplete="name" maxLength={80} />
      <FormPhoneField control={form.control} name="mobile" countryCode={countryCode} onCountryChange={onCountryChange} />
      <FormTextField
        control={form.control}
        name="email"
        label="Email (optional)"
        type="email"
        autoComplete="email"
        maxLength={254}
        hint={emailHint}
      />
      <FormNoteField
        control={form.control}
        name="note"
        label={noteLabel}
        placeholder={notePlaceholder}
        limit={NOTE_LIMITS.orderNote}
        rows={2}
      />
      {children}
      <SubmitButton {...submit} size="lg" className="w-full" />
    </>
  );
}
