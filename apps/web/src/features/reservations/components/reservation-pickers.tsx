import { useMemo } from "react";
import { PartySizeStepper } from "../../../entities/booking/components/party-size-stepper";
import { formatClock, zoneLabel } from "../../../entities/restaurant/lib/opening-hours";
import { dayAndTime } from "../../../shared/lib/zone-days";
import { DayTimePicker } from "../../../shared/ui/day-time-picker";
import { useReservationSlots } from "../api/get-reservation-slots";
import type { ReservationPicksState } from "../hooks/use-reservation-picks";
import { reservationDays } from "../lib/reservation-days";
import { slotStates } from "./slot-states";

export interface ReservationPickersProps {
  locationId: number;
  timeZone: string;
  state: ReservationPicksState;
  /** When changing a reservation: its own table counts as free. */
  reservationId?: string;
}

/** Party size, day and time: the times are the restaurant's free slots for that party on that day (taken ones shown off). */
export function ReservationPickers({ locationId, timeZone, state, reservationId }: ReservationPickersProps) {
  const { picks } = state;
  const days = useMemo(() => reservationDays(timeZone), [timeZone]);
  const today = days[0]?.date ?? picks.date;
  const slots = useReservationSlots({ locationId, guestCount: picks.guestCount, date: picks.date, reservationId });
  const times = (slots.data?.slots ?? []).map((s) => ({
    value: s.slot,
    label: formatClock(s.slot),
    name: dayAndTime(picks.date, formatClock(s.slot), today),
    available: s.available,
  }));
  return (
    <div className="space-y-6">
      <PartySizeStepper value={picks.guestCount} onChange={state.setGuestCount} />
      <DayTimePicker
        days={days}
        day={picks.date}
        onDay={state.setDate}
        times={times}
        time={picks.slot}
        onTime={state.setSlot}
        timeHint={<p className="-mt-1 mb-2 text-xs text-stone-500">Times are the restaurant's local time ({zoneLabel(timeZone)}).</p>}
        timesInstead={slotStates({
          answer: slots.data,
          loading: slots.isPending || (slots.isError && slots.isFetching),
          failed: slots.isError && !slots.isFetching,
          onRetry: () => void slots.refetch(),
        })}
      />
    </div>
  );
}
