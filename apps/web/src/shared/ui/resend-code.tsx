import { useEffect, useRef } from "react";
import { formatCountdown, useCountdown } from "../hooks/use-countdown";

export interface ResendCodeProps {
  resendAt: number | null;
  onResend: () => void;
  disabled?: boolean;
  /** Takes the focus when it turns true (the only way on). */
  focus?: boolean;
}

/** "Resend code" once the server's resend delay has passed, with the seconds left until then. */
export function ResendCode({ resendAt, onResend, disabled, focus = false }: ResendCodeProps) {
  const seconds = useCountdown(resendAt);
  const button = useRef<HTMLButtonElement>(null);
  const ready = seconds === 0;
  useEffect(() => {
    if (focus && ready) button.current?.focus();
  }, [focus, ready]);
  return (
    <p className="text-center text-sm text-stone-600">
      Didn't get it?{" "}
      {!ready ? (
        <span aria-live="off">Resend code in {formatCountdown(seconds)}</span>
      ) : (
        <button
          ref={button}
          type="button"
          onClick={onResend}
          disabled={disabled}
          className="font-semibold text-brand underline-offset-2 hover:underline disabled:opacity-50"
        >
          Resend code
        </button>
      )}
    </p>
  );
}
