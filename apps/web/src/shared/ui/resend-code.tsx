import { formatCountdown, useCountdown } from "../hooks/use-countdown";

export interface ResendCodeProps {
  resendAt: number | null;
  onResend: () => void;
  disabled?: boolean;
}

/** "Resend code" once the server's resend delay has passed, with the seconds left until then. */
export function ResendCode({ resendAt, onResend, disabled }: ResendCodeProps) {
  const seconds = useCountdown(resendAt);
  return (
    <p className="text-center text-sm text-stone-600">
      Didn't get it?{" "}
      {seconds > 0 ? (
        <span aria-live="off">Resend code in {formatCountdown(seconds)}</span>
      ) : (
        <button
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
