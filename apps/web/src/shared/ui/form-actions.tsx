import { Button } from "@forkful/ui/button";
import { SubmitButton } from "@forkful/ui/submit-button";

export interface FormActionsProps {
  label: string;
  /** The submit's label while it is being sent. */
  pendingLabel?: string;
  pending: boolean;
  /** The submit is off for another reason too (nothing to save yet, a limit reached). */
  disabled?: boolean;
  /** Seconds until a submit held by the start throttle is sent. */
  waitSeconds?: number;
  onCancel: () => void;
}

/** The submit of a form in a card, and Cancel beside it. */
export function FormActions({ label, pendingLabel = "Saving…", pending, disabled, waitSeconds, onCancel }: FormActionsProps) {
  return (
    <div className="flex gap-3">
      <SubmitButton label={label} pendingLabel={pendingLabel} pending={pending} disabled={disabled} waitSeconds={waitSeconds} />
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
