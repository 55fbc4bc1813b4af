import { HistoryDisclosure, StaffHistoryList } from "../../../shared/ui/staff-history";
import { useBookingHistory } from "../api/get-booking-history";

function BookingHistoryList({ reservationId }: { reservationId: string }) {
  return <StaffHistoryList history={useBookingHistory(reservationId)} />;
}

/** A party's host stand moves (notify, seat, …), read when the host opens them. */
export function BookingHistory({ reservationId }: { reservationId: string }) {
  return (
    <HistoryDisclosure>
      <BookingHistoryList reservationId={reservationId} />
    </HistoryDisclosure>
  );
}
