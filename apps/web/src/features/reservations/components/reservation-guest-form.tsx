import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { FormAlert } from "../../../shared/ui/form-alert";
import { FormNoteField, FormPhoneField, FormTextField } from "../../../shared/ui/form-fields";
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
      <FormNoteField control={form.control} name="note" label="Note for the restaurant (optional)" limit={NOTE_LIMITS.orderNote} rows={2} />
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
