import { Button } from "@forkful/ui/button";
import { Chip } from "@forkful/ui/chip";
import { FormAlert } from "@forkful/ui/form-alert";
import { useState } from "react";
import { StaffDialog } from "../../../shared/ui/staff-dialog";

const REASONS = ["Out of stock", "Kitchen closed", "Too busy", "Customer asked"] as const;

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
  const [reason, setReason] = useState<string | null>(null);
  return (
    <StaffDialog title={`Cancel order #${orderNumber}`} onClose={onClose}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">Reason</legend>
        <div className="flex flex-wrap gap-2">
          {REASONS.map((choice) => (
            <Chip key={choice} selected={reason === choice} onClick={() => setReason(choice)}>
              {choice}
            </Chip>
          ))}
        </div>
      </fieldset>
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
