import { CANCEL_REASONS } from "@forkful/contracts/booking-states";
import type { Booking } from "@forkful/contracts/bookings";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { Chip } from "@forkful/ui/chip";
import { FormAlert } from "@forkful/ui/form-alert";
import { TextField } from "@forkful/ui/text-field";
import { useState } from "react";
import { type CheckinFlow, checkinThrottle } from "../../../entities/booking/lib/checkin-throttle";
import { useStartThrottle } from "../../../shared/hooks/use-start-throttle";
import { Sheet } from "../../../shared/ui/sheet";
import { useCancelReservation } from "../api/cancel-reservation";

const OTHER = "Other reason";

/** Cancel with a reason: one of CANCEL_REASONS, or the diner's own words. A failure says "Please Try Again" (spec §8). */
export function CancelReservationDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [own, setOwn] = useState("");
  const [failed, setFailed] = useState(false);
  const cancel = useCancelReservation();
  const { start, waitSeconds } = useStartThrottle<CheckinFlow>(checkinThrottle);
  const cancelReason = choice === OTHER ? own.trim() : (choice ?? "");

  const submit = () => {
    setFailed(false);
    start("cancel", () =>
      cancel.mutate(
        { locationId: booking.locationId, reservationId: booking.reservationId, cancelReason },
        { onSuccess: (result) => (result.ok ? onClose() : setFailed(true)), onError: () => setFailed(true) },
      ),
    );
  };

  return (
    <Sheet title="Cancel reservation" onClose={onClose}>
      <div className="space-y-4 px-4 pt-2 pb-5">
        <p className="text-sm text-stone-600">Tell the restaurant why, so they can give the table to someone else.</p>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle chips */}
        <div role="group" aria-label="Reason" className="flex flex-wrap gap-2">
          {[...CANCEL_REASONS, OTHER].map((reason) => (
            <Chip key={reason} selected={choice === reason} onClick={() => setChoice(reason)}>
              {reason}
            </Chip>
          ))}
        </div>
        {choice === OTHER && (
          <TextField label="Your reason" value={own} maxLength={200} autoFocus onChange={(event) => setOwn(event.target.value)} />
        )}
        {failed && <FormAlert message={MESSAGES.cancelCheckinFailed} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Keep my table
          </Button>
          <Button onClick={submit} disabled={!cancelReason || cancel.isPending || waitSeconds > 0}>
            {cancel.isPending ? "Cancelling…" : "Cancel reservation"}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
