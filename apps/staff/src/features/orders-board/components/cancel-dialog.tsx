import { CANCEL_REASON_MAX, CANCEL_REASONS } from "@forkful/contracts/staff";
import { Button } from "@forkful/ui/button";
import { Chip } from "@forkful/ui/chip";
import { FormAlert } from "@forkful/ui/form-alert";
import { TextField } from "@forkful/ui/text-field";
import { useState } from "react";
import { StaffDialog } from "../../../shared/ui/staff-dialog";

const OTHER = "Other";

/** Cancelling an order: why (the diner reads it); a paid order is refunded as the payment rules say. */
export function CancelDialog({
  orderNumber,
  paid,
  pending,
  refusal,
  onCancel,
  onClose,
}: {
  orderNumber: string;
  paid: boolean;
  pending: boolean;
  refusal: string | null;
  onCancel: (reason: string) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [otherText, setOtherText] = useState("");
  const reason = choice === OTHER ? otherText.trim() : choice;
  return (
    <StaffDialog title={`Cancel order #${orderNumber}`} onClose={onClose}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">Reason (the diner reads it)</legend>
        <div className="flex flex-wrap gap-2">
          {[...CANCEL_REASONS, OTHER].map((option) => (
            <Chip key={option} selected={choice === option} onClick={() => setChoice(option)}>
              {option}
            </Chip>
          ))}
        </div>
      </fieldset>
      {choice === OTHER && (
        <TextField
          label="Why"
          maxLength={CANCEL_REASON_MAX}
          value={otherText}
          onChange={(event) => setOtherText(event.target.value)}
          autoFocus
        />
      )}
      {paid && <p className="text-sm text-stone-700">The diner paid by card: the payment is given back to them.</p>}
      {refusal && <FormAlert message={refusal} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep the order
        </Button>
        <Button disabled={pending || !reason} onClick={() => reason && onCancel(reason)} className="bg-red-700 text-white">
          {pending ? "Cancelling…" : "Cancel order"}
        </Button>
      </div>
    </StaffDialog>
  );
}
