import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { assignRef } from "./assign-ref";
import { cn } from "./cn";
import { useAutoFocus } from "./use-auto-focus";

/** The look of a text input (size it with className: h-12 for one line): the brand colour when focused, red on error. */
export function inputClasses(invalid = false, className?: string): string {
  return cn(
    "rounded-xl border bg-white px-3.5 text-base text-stone-900 shadow-sm transition placeholder:text-stone-400",
    "focus:outline-none focus:ring-2 disabled:bg-stone-100 disabled:text-stone-500",
    invalid ? "border-red-500 focus:border-red-500 focus:ring-red-200" : "border-stone-300 focus:border-brand focus:ring-brand/25",
    className,
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Inside the field at its end (a show-password button). */
  trailing?: ReactNode;
  /** Before the input on the same line (a country code picker). */
  leading?: ReactNode;
  /** The input itself (react-hook-form focuses the first invalid field through it). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint or error announced with it. */
export function TextField({ label, hint, error, trailing, leading, className, id, autoFocus, ref: outerRef, ...props }: TextFieldProps) {
  const autoId = useId();
  const ref = useAutoFocus<HTMLInputElement>(autoFocus);
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="flex gap-2">
        {leading}
        <div className="relative min-w-0 flex-1">
          <input
            ref={(element) => {
              ref.current = element;
              assignRef(outerRef, element);
            }}
            id={inputId}
            data-autofocus={autoFocus || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={note ? noteId : undefined}
            className={inputClasses(Boolean(error), trailing ? "h-12 w-full pr-12" : "h-12 w-full")}
            {...props}
          />
          {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
        </div>
      </div>
      {note && (
        <p id={noteId} className={cn("mt-1.5 text-sm", error ? "font-medium text-red-700" : "text-stone-500")}>
          {note}
        </p>
      )}
    </div>
  );
}
