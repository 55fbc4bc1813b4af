import { CANCEL_REASONS } from "@forkful/contracts/booking-states";
import type { Booking } from "@forkful/contracts/bookings";
import { Button } from "@forkful/ui/button";
import { Chip } from "@forkful/ui/chip";
import { FormAlert } from "@forkful/ui/form-alert";
import { TextField } from "@forkful/ui/text-field";
import { useState } from "react";
import { StaffDialog } from "../../../shared/ui/staff-dialog";

const OTHER = "Other";
const REASON_MAX = 200;

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
  const [choice, setChoice] = useState<string | null>(null);
  const [otherText, setOtherText] = useState("");
  const reason = choice === OTHER ? otherText.trim() : choice;
  const what = party.kind === "reservation" ? "reservation" : "check-in";
  return (
    <StaffDialog title={`Cancel ${party.fullName}'s ${what}`} onClose={onClose}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">Reason (the party reads it)</legend>
        <div className="flex flex-wrap gap-2">
          {[...CANCEL_REASONS, OTHER].map((option) => (
            <Chip key={option} selected={choice === option} onClick={() => setChoice(option)}>
              {option}
            </Chip>
          ))}
        </div>
      </fieldset>
      {choice === OTHER && (
        <TextField label="Why" maxLength={REASON_MAX} value={otherText} onChange={(event) => setOtherText(event.target.value)} autoFocus />
      )}
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
