import { FEEDBACK_LIMITS } from "@forkful/contracts/feedback";
import { cn } from "@forkful/ui/cn";
import { StarIcon } from "@forkful/ui/icons";
import { useId } from "react";
import { STAR_WORDS } from "../lib/feedback-answers";

export interface StarRatingProps {
  label: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  required?: boolean;
  error?: string;
}

const STARS = Array.from({ length: FEEDBACK_LIMITS.maxStars }, (_, i) => i + 1);

/**
 * Stars as a radio group: one tab stop, arrow keys move between the stars (native radios), Space or a click chooses.
 * The chosen number fills the stars up to it and is said in words beside them.
 */
export function StarRating({ label, value, onChange, required = false, error }: StarRatingProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800">
        {label}
        {required && <span className="ml-1 font-normal text-stone-500">(required)</span>}
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex gap-1">
          {STARS.map((stars) => {
            const filled = value !== undefined && stars <= value;
            return (
              <label
                key={stars}
                className={cn(
                  "cursor-pointer rounded-lg p-1 transition has-focus-visible:ring-2 has-focus-visible:ring-brand has-focus-visible:ring-offset-2",
                  filled ? "text-amber-500" : "text-stone-300 hover:text-amber-300",
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  className="sr-only"
                  aria-label={`${stars} ${stars === 1 ? "star" : "stars"}: ${STAR_WORDS[stars - 1]}`}
                />
                <StarIcon size={34} />
              </label>
            );
          })}
        </div>
        <span className="text-sm font-medium text-stone-700" aria-hidden="true">
          {value ? STAR_WORDS[value - 1] : ""}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
