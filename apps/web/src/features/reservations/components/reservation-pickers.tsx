import { type ReactNode, useMemo } from "react";
import { zoneLabel } from "../../../shared/lib/opening-hours";
import { PartySizeStepper } from "../../../shared/ui/party-size-stepper";
import { useReservationSlots } from "../api/get-reservation-slots";
import type { ReservationPicksState } from "../hooks/use-reservation-picks";
import { reservationDays } from "../lib/reservation-days";
import { DayPicker } from "./day-picker";
import { SlotChips } from "./slot-chips";

export interface ReservationPickersProps {
  locationId: number;
  timeZone: string;
  state: ReservationPicksState;
  /** When changing a reservation: its own table counts as free. */
  reservationId?: string;
}

function Question({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-bold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Party size, day and time: the times are the restaurant's free slots for that party on that day. */
export function ReservationPickers({ locationId, timeZone, state, reservationId }: ReservationPickersProps) {
  const { picks } = state;
  const days = useMemo(() => reservationDays(timeZone), [timeZone]);
  const slots = useReservationSlots({ locationId, guestCount: picks.guestCount, date: picks.date, reservationId });
  return (
    <div className="space-y-6">
      <PartySizeStepper value={picks.guestCount} onChange={state.setGuestCount} />
      <Question title="Day">
        <DayPicker days={days} value={picks.date} onChange={state.setDate} />
      </Question>
      <Question title="Time">
        <p className="-mt-1 mb-2 text-xs text-stone-500">Times are the restaurant's local time ({zoneLabel(timeZone)}).</p>
        <SlotChips
          answer={slots.data}
          loading={slots.isPending || (slots.isError && slots.isFetching)}
          failed={slots.isError && !slots.isFetching}
          value={picks.slot}
          onChange={state.setSlot}
          onRetry={() => void slots.refetch()}
        />
      </Question>
    </div>
  );
}
