import { inputClasses } from "@forkful/ui/text-field";
import { type Ref, type TextareaHTMLAttributes, useId } from "react";

/** A labelled text area with its hint or error announced with it (the kit's input look). */
export function TextAreaField({
  label,
  hint,
  error,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string; ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        className={inputClasses(Boolean(error), "w-full py-2.5")}
        {...props}
      />
      {note && (
        <p id={`${id}-note`} className={error ? "mt-1.5 text-sm font-medium text-red-700" : "mt-1.5 text-sm text-stone-700"}>
          {note}
        </p>
      )}
    </div>
  );
}
