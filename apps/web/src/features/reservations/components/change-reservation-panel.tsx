import type { Booking } from "@forkful/contracts/bookings";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { useState } from "react";
import { type CheckinFlow, checkinThrottle } from "../../../entities/booking/lib/checkin-throttle";
import { useStartThrottle } from "../../../shared/hooks/use-start-throttle";
import { PanelDialog } from "../../../shared/ui/panel-dialog";
import { useChangeReservation } from "../api/change-reservation";
import { useReservationPicks } from "../hooks/use-reservation-picks";
import { ReservationPickers } from "./reservation-pickers";

/** Change the day, time or party size with the same pickers; the reservation's own table counts as free. */
export function ChangeReservationPanel({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const state = useReservationPicks({
    guestCount: booking.guestCount,
    date: booking.reservationDate ?? "",
    slot: booking.reservationSlot,
  });
  const { picks } = state;
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeReservation();
  const { start, waitSeconds } = useStartThrottle<CheckinFlow>(checkinThrottle);
  const unchanged =
    picks.guestCount === booking.guestCount && picks.date === booking.reservationDate && picks.slot === booking.reservationSlot;

  const save = () => {
    const slot = picks.slot;
    if (!slot) return setFailure(MESSAGES.chooseTime);
    setFailure(null);
    const input = {
      locationId: booking.locationId,
      reservationId: booking.reservationId,
      reservationDate: picks.date,
      reservationSlot: slot,
      guestCount: picks.guestCount,
    };
    start("change", () =>
      change.mutate(input, {
        onSuccess: (result) => (result.ok ? onClose() : setFailure(result.message)),
        onError: () => setFailure(MESSAGES.genericFailure),
      }),
    );
  };

  return (
    <PanelDialog
      title="Change reservation"
      onClose={onClose}
      footer={
        <div className="space-y-3">
          {failure && <FormAlert message={failure} />}
          <Button size="lg" className="w-full" onClick={save} disabled={unchanged || !picks.slot || change.isPending || waitSeconds > 0}>
            {change.isPending ? "Saving…" : "Save changes"}
          </Button>
        </div>
      }
    >
      <div className="p-4">
        <ReservationPickers
          locationId={booking.locationId}
          timeZone={booking.timeZone}
          state={state}
          reservationId={booking.reservationId}
        />
      </div>
    </PanelDialog>
  );
}
