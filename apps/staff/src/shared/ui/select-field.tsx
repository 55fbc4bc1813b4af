import { inputClasses } from "@forkful/ui/text-field";
import { type Ref, type SelectHTMLAttributes, useId } from "react";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose the table"). */
  placeholder?: string;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with its error announced with it (the kit's input look). */
export function SelectField({ label, options, placeholder, error, className, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-note` : undefined}
        className={inputClasses(Boolean(error), "h-12 w-full")}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-note`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
