import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useNow } from "../../../shared/hooks/use-now";
import { useReservations } from "../api/get-reservations";
import { useTables } from "../api/get-tables";
import { restaurantDay } from "../host-times";
import { BookingDialogs, MoveRefusal, useBookingDesk } from "./booking-desk";
import { ReservationRow } from "./reservation-row";

const dayWords = new Intl.DateTimeFormat(undefined, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/** Today's reservations (the restaurant's own day) by time, with their states and the host's moves. */
export function ReservationsScreen({ timeZone }: { timeZone: string | null }) {
  const now = useNow();
  const day = timeZone ? restaurantDay(timeZone, now) : null;
  const reservations = useReservations(day);
  const tables = useTables();
  const desk = useBookingDesk();

  if (!day || reservations.isPending || tables.isPending) return <Spinner label="Loading today's reservations" />;
  if (reservations.isError || tables.isError)
    return (
      <ErrorState
        message="Today's reservations could not be loaded."
        onRetry={() => void Promise.all([reservations.refetch(), tables.refetch()])}
      />
    );

  const book = [...reservations.data].sort((a, b) => (a.startsAt ?? "").localeCompare(b.startsAt ?? ""));
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-stone-900">
        {dayWords.format(new Date(`${day}T12:00:00Z`))} · {book.length} {book.length === 1 ? "reservation" : "reservations"}
      </h2>
      <MoveRefusal desk={desk} />
      {book.length === 0 ? (
        <EmptyState title="No reservations today" body="Tables booked for today appear here as diners book them." />
      ) : (
        <ol aria-label="Today's reservations" className="flex flex-col gap-2">
          {book.map((reservation) => (
            <ReservationRow key={reservation.reservationId} reservation={reservation} now={now} desk={desk} />
          ))}
        </ol>
      )}
      <BookingDialogs desk={desk} tables={tables.data} />
    </div>
  );
}
