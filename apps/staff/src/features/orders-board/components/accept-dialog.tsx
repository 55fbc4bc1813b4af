import { Button } from "@forkful/ui/button";
import { Chip } from "@forkful/ui/chip";
import { FormAlert } from "@forkful/ui/form-alert";
import { useState } from "react";
import { StaffDialog } from "../../../shared/ui/staff-dialog";

const PREP_CHOICES = [10, 15, 20, 30, 45, 60] as const;

/** Accepting an order: how long until it is ready (the diner's promised time moves with it). */
export function AcceptDialog({
  orderNumber,
  pending,
  refusal,
  onAccept,
  onClose,
}: {
  orderNumber: string;
  pending: boolean;
  refusal: string | null;
  onAccept: (prepMinutes: number) => void;
  onClose: () => void;
}) {
  const [minutes, setMinutes] = useState<number>(20);
  return (
    <StaffDialog title={`Accept order #${orderNumber}`} onClose={onClose}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">Ready in</legend>
        <div className="flex flex-wrap gap-2">
          {PREP_CHOICES.map((choice) => (
            <Chip key={choice} selected={minutes === choice} onClick={() => setMinutes(choice)}>
              {choice} min
            </Chip>
          ))}
        </div>
      </fieldset>
      {refusal && <FormAlert message={refusal} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Back
        </Button>
        <Button disabled={pending} onClick={() => onAccept(minutes)}>
          {pending ? "Accepting…" : `Accept, ready in ${minutes} min`}
        </Button>
      </div>
    </StaffDialog>
  );
}
