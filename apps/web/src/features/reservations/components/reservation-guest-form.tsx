import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { useController } from "react-hook-form";
import { FormAlert } from "../../../shared/ui/form-alert";
import { FormPhoneField, FormTextField } from "../../../shared/ui/form-fields";
import { NoteField } from "../../../shared/ui/note-field";
import { SubmitButton } from "../../../shared/ui/submit-button";
import type { BookTable } from "../hooks/use-book-table";

/** Who the table is for: full name, mobile with its country code, an optional email and a note; then Reserve. */
export function ReservationGuestForm({ book, summary }: { book: BookTable; summary: string | null }) {
  const { form } = book;
  return (
    <form onSubmit={book.submit} noValidate className="space-y-4">
      <FormTextField control={form.control} name="fullName" label="Full name" autoComplete="name" maxLength={80} />
      <FormPhoneField control={form.control} name="mobile" countryCode={book.countryCode} onCountryChange={book.setCountryCode} />
      <FormTextField
        control={form.control}
        name="email"
        label="Email (optional)"
        type="email"
        autoComplete="email"
        maxLength={254}
        hint="For the confirmation"
      />
      <RestaurantNote form={form} />
      {book.failure && <FormAlert message={book.failure} />}
      {summary && <p className="text-sm font-medium text-stone-700">{summary}</p>}
      <SubmitButton
        label="Reserve"
        pendingLabel="Reserving…"
        pending={book.pending}
        waitSeconds={book.waitSeconds}
        size="lg"
        className="w-full"
      />
    </form>
  );
}

function RestaurantNote({ form }: { form: BookTable["form"] }) {
  const { field, fieldState } = useController({ control: form.control, name: "note" });
  return (
    <NoteField
      ref={field.ref}
      label="Note for the restaurant (optional)"
      value={field.value ?? ""}
      onChange={field.onChange}
      error={fieldState.error?.message}
      limit={NOTE_LIMITS.orderNote}
      rows={2}
    />
  );
}
