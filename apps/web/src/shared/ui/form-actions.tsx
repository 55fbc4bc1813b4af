import { Button } from "./button";

export interface FormActionsProps {
  label: string;
  /** The submit's label while it is being sent. */
  pendingLabel?: string;
  pending: boolean;
  /** The submit is off for another reason too (nothing to save yet, a limit reached). */
  disabled?: boolean;
  onCancel: () => void;
}

/** The submit of a form in a card, and Cancel beside it. */
export function FormActions({ label, pendingLabel = "Saving…", pending, disabled, onCancel }: FormActionsProps) {
  return (
    <div className="flex gap-3">
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
