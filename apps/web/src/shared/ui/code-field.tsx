import { OTP_LENGTH } from "@forkful/contracts/auth";
import { assignRef } from "@forkful/ui/assign-ref";
import { cn } from "@forkful/ui/cn";
import { useAutoFocus } from "@forkful/ui/use-auto-focus";
import { type Ref, useId, useState } from "react";

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  error?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The 6-digit code from the SMS: one real input (autocomplete="one-time-code", so phones offer the code they
 * received) drawn as six boxes. Only digits are kept.
 */
export function CodeField({ value, onChange, label = "6-digit code", error, autoFocus, disabled, ref: outerRef }: CodeFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const ref = useAutoFocus<HTMLInputElement>(autoFocus);
  const digits = value.split("");
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <div className="grid grid-cols-6 gap-2" aria-hidden="true">
          {Array.from({ length: OTP_LENGTH }, (_, index) => {
            const active = focused && (index === digits.length || (digits.length === OTP_LENGTH && index === OTP_LENGTH - 1));
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions
                key={index}
                className={cn(
                  "flex h-14 items-center justify-center rounded-xl border bg-white text-2xl font-bold tabular-nums shadow-sm transition",
                  error ? "border-red-400" : active ? "border-brand ring-2 ring-brand/25" : "border-stone-300",
                  disabled && "bg-stone-100 text-stone-500",
                )}
              >
                {digits[index] ?? ""}
              </div>
            );
          })}
        </div>
        <input
          ref={(element) => {
            ref.current = element;
            assignRef(outerRef, element);
          }}
          id={id}
          data-autofocus={autoFocus || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={OTP_LENGTH}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="absolute inset-0 h-full w-full cursor-text bg-transparent text-transparent caret-transparent outline-none selection:bg-transparent focus-visible:outline-none"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
