import { CANCEL_REASON_MAX, CANCEL_REASONS } from "@forkful/contracts/staff";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { ReasonPicker } from "@forkful/ui/reason-picker";
import { useState } from "react";
import { StaffDialog } from "../../../shared/ui/staff-dialog";

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
      <ReasonPicker
        legend="Reason (the diner reads it)"
        reasons={CANCEL_REASONS}
        maxLength={CANCEL_REASON_MAX}
        onReasonChange={setReason}
      />
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
