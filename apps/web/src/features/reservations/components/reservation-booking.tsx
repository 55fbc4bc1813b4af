import { DEFAULT_PARTY_SIZE } from "@forkful/contracts/booking-rules";
import type { Booking } from "@forkful/contracts/bookings";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { formatClock } from "../../../entities/restaurant/lib/opening-hours";
import { formatLocalDate } from "../../../shared/lib/local-date";
import { todayInZone } from "../../../shared/lib/zone-days";
import { useBookTable } from "../hooks/use-book-table";
import { useReservationPicks } from "../hooks/use-reservation-picks";
import { partyText } from "../lib/party-text";
import { ReservationGuestForm } from "./reservation-guest-form";
import { ReservationPickers } from "./reservation-pickers";

const card = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5";

/** Book a table: party, day and time on one side, who it is for and Reserve on the other (stacked on a phone). */
export function ReservationBooking({ restaurant, onBooked }: { restaurant: RestaurantDetail; onBooked: (booking: Booking) => void }) {
  const picks = useReservationPicks({ guestCount: DEFAULT_PARTY_SIZE, date: todayInZone(restaurant.timeZoneCd), slot: null });
  const book = useBookTable(restaurant, picks.picks, onBooked);
  const { guestCount, date, slot } = picks.picks;
  const summary = slot ? `${partyText(guestCount)} · ${formatLocalDate(date)} at ${formatClock(slot)}` : null;
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
      <section aria-labelledby="when-heading" className={card}>
        <h2 id="when-heading" className="mb-4 text-lg font-bold text-stone-900">
          When
        </h2>
        <ReservationPickers locationId={restaurant.id} timeZone={restaurant.timeZoneCd} state={picks} />
      </section>
      <section aria-labelledby="who-heading" className={`${card} md:sticky md:top-4`}>
        <h2 id="who-heading" className="mb-4 text-lg font-bold text-stone-900">
          Your details
        </h2>
        <ReservationGuestForm book={book} summary={summary} />
      </section>
    </div>
  );
}
