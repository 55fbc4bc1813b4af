import { CANCEL_REASONS } from "@forkful/contracts/booking-states";
import { BOOKING_CANCEL_REASON_MAX, type Booking } from "@forkful/contracts/bookings";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { ReasonPicker } from "@forkful/ui/reason-picker";
import { useState } from "react";
import { StaffDialog } from "../../../shared/ui/staff-dialog";

/** Cancelling a party's check-in or reservation: why (the party reads it in its text). */
export function CancelBookingDialog({
  party,
  pending,
  refusal,
  onCancel,
  onClose,
}: {
  party: Booking;
  pending: boolean;
  refusal: string | null;
  onCancel: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<string | null>(null);
  const what = party.kind === "reservation" ? "reservation" : "check-in";
  return (
    <StaffDialog title={`Cancel ${party.fullName}'s ${what}`} onClose={onClose}>
      <ReasonPicker
        legend="Reason (the party reads it)"
        reasons={CANCEL_REASONS}
        maxLength={BOOKING_CANCEL_REASON_MAX}
        onReasonChange={setReason}
      />
      {refusal && <FormAlert message={refusal} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button disabled={pending || !reason} onClick={() => reason && onCancel(reason)} className="bg-red-700 text-white">
          {pending ? "Cancelling…" : `Cancel ${what}`}
        </Button>
      </div>
    </StaffDialog>
  );
}
