import { cn } from "@forkful/ui/cn";
import { MinusIcon, PlusIcon } from "@forkful/ui/icons";
import { type ReactNode, useId } from "react";

export interface StepperProps {
  /** What is counted ("Party size"); it names the group. */
  label: ReactNode;
  /** A line under the label ("Up to 12 online"). */
  note?: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  /** The buttons' names ("Fewer guests", "More guests"). */
  fewerLabel: string;
  moreLabel: string;
  /** The value as read and shown ("4 guests"). */
  valueText: string;
  /** The value's width, wide enough for its longest text. */
  valueClassName: string;
}

const button =
  "flex h-11 w-11 items-center justify-center rounded-full text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";

/** − value +, between min and max: a labelled group of two buttons and a live value. */
export function Stepper({ label, note, value, onChange, min, max, fewerLabel, moreLabel, valueText, valueClassName }: StepperProps) {
  const labelId = useId();
  const title = (
    <p id={labelId} className="font-semibold text-stone-900">
      {label}
    </p>
  );
  return (
    <div className="flex items-center justify-between gap-4">
      {note ? (
        <div>
          {title}
          <p className="text-sm text-stone-600">{note}</p>
        </div>
      ) : (
        title
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of two buttons and a live value */}
      <div role="group" aria-labelledby={labelId} className="inline-flex items-center rounded-full border border-stone-300 bg-white">
        <button
          type="button"
          className={button}
          aria-label={fewerLabel}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <MinusIcon />
        </button>
        <output aria-live="polite" className={cn("text-center text-base font-bold tabular-nums", valueClassName)}>
          {valueText}
        </output>
        <button
          type="button"
          className={button}
          aria-label={moreLabel}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
