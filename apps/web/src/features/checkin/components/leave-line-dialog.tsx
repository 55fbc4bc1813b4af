import { CANCEL_REASONS } from "@forkful/contracts/booking-states";
import { cancelReasonSchema } from "@forkful/contracts/bookings";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { Chip } from "@forkful/ui/chip";
import { FormAlert } from "@forkful/ui/form-alert";
import { TextField } from "@forkful/ui/text-field";
import { useState } from "react";
import { Sheet } from "../../../shared/ui/sheet";
import { useLeaveWaitlist } from "../api/leave-waitlist";

export interface LeaveLineDialogProps {
  locationId: number;
  reservationId: string;
  onClose: () => void;
}

/** "Leave the line": a reason from the chips or the diner's own words, then the check-in is cancelled. */
export function LeaveLineDialog({ locationId, reservationId, onClose }: LeaveLineDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [own, setOwn] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const leave = useLeaveWaitlist();

  const submit = () => {
    const reason = cancelReasonSchema.safeParse(own.trim() || chosen || "");
    if (!reason.success) {
      setProblem(reason.error.issues[0]?.message ?? MESSAGES.cancelCheckinFailed);
      return;
    }
    setProblem(null);
    leave.mutate({ locationId, reservationId, cancelReason: reason.data }, { onSuccess: onClose });
  };

  return (
    <Sheet title="Leave the line?" onClose={onClose}>
      <form
        noValidate
        className="space-y-4 px-4 pt-2 pb-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-stone-600">Your place goes to the next party. Tell the restaurant why:</p>
        <fieldset>
          <legend className="sr-only">Reason</legend>
          <div className="flex flex-wrap gap-2">
            {CANCEL_REASONS.map((reason) => (
              <Chip key={reason} selected={chosen === reason && !own.trim()} onClick={() => setChosen(chosen === reason ? null : reason)}>
                {reason}
              </Chip>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Or in your own words"
          value={own}
          maxLength={200}
          onChange={(event) => setOwn(event.target.value)}
          error={problem}
        />
        {leave.isError && <FormAlert message={MESSAGES.cancelCheckinFailed} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Stay in line
          </Button>
          <Button type="submit" disabled={leave.isPending} className="bg-red-600 text-white">
            {leave.isPending ? "Leaving…" : "Leave the line"}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
