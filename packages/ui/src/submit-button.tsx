import { startWaitText } from "@forkful/contracts/form-texts";
import { Button, type ButtonProps } from "./button";

export interface SubmitButtonProps extends Omit<ButtonProps, "type" | "children"> {
  label: string;
  /** The label while the form is being sent. */
  pendingLabel: string;
  pending: boolean;
  /** Seconds until a submit held by a start throttle is sent (useStartThrottle's waitSeconds); 0 when none waits. */
  waitSeconds?: number;
}

/** A form's submit, saying when it is being sent and, when a start throttle holds it, how long until it is. */
export function SubmitButton({ label, pendingLabel, pending, waitSeconds = 0, disabled, ...props }: SubmitButtonProps) {
  const waiting = waitSeconds > 0;
  return (
    <Button type="submit" disabled={pending || waiting || disabled} aria-live={waiting ? "polite" : undefined} {...props}>
      {waiting ? startWaitText(waitSeconds) : pending ? pendingLabel : label}
    </Button>
  );
}
