import { noteCountText, noteFullText } from "@forkful/contracts/form-texts";
import { cn } from "@forkful/ui/cn";
import { inputClasses } from "@forkful/ui/text-field";
import { type Ref, type TextareaHTMLAttributes, useId } from "react";

export interface NoteFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "maxLength" | "children"> {
  label: string;
  /** The label for screen readers only (a section whose title already says it). */
  hideLabel?: boolean;
  value: string;
  onChange: (text: string) => void;
  /** The most characters the note may have: one of the contracts' NOTE_LIMITS, the same the server checks. */
  limit: number;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A free-text note (for the kitchen, the courier, an address) with a live "123/300" counter, which says so when
 * the note is as long as it may be, so nothing is cut without the diner seeing it.
 */
export function NoteField({ label, hideLabel, value, onChange, limit, error, id, className, rows = 3, ref, ...props }: NoteFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const full = value.length >= limit;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={hideLabel ? "sr-only" : "mb-1.5 block text-sm font-semibold text-stone-800"}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        maxLength={limit}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        className={inputClasses(Boolean(error), "block w-full resize-none py-2.5")}
        {...props}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-1 flex items-start justify-between gap-3 text-xs">
        <p role="status" className="font-medium text-amber-800">
          {full ? noteFullText(limit) : ""}
        </p>
        <p id={countId} className={cn("shrink-0 tabular-nums", full ? "font-semibold text-amber-800" : "text-stone-500")}>
          <span className="sr-only">Characters used: </span>
          {noteCountText(value.length, limit)}
        </p>
      </div>
    </div>
  );
}
