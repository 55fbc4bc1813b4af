import { FormAlert } from "@forkful/ui/form-alert";
import { BookingGuestFields } from "../../../entities/booking/components/booking-guest-fields";
import type { BookTable } from "../hooks/use-book-table";

/** Who the table is for: full name, mobile with its country code, an optional email and a note; then Reserve. */
export function ReservationGuestForm({ book, summary }: { book: BookTable; summary: string | null }) {
  const { form } = book;
  return (
    <form onSubmit={book.submit} noValidate className="space-y-4">
      <BookingGuestFields
        form={form}
        countryCode={book.countryCode}
        onCountryChange={book.setCountryCode}
        emailHint="For the confirmation"
        noteLabel="Note for the restaurant (optional)"
        submit={{ label: "Reserve", pendingLabel: "Reserving…", pending: book.pending, waitSeconds: book.waitSeconds }}
      >
        {book.failure && <FormAlert message={book.failure} />}
        {summary && <p className="text-sm font-medium text-stone-700">{summary}</p>}
      </BookingGuestFields>
    </form>
  );
}
