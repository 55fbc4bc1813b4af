import { MAX_SPLIT_PARTS } from "@forkful/contracts/splits";
import { useId } from "react";
import { MinusIcon, PlusIcon } from "../../../shared/ui/icons";
import { MIN_SPLIT_PARTS } from "../lib/split-request";

export interface PartsStepperProps {
  value: number;
  onChange: (value: number) => void;
  label?: string;
}

/** − parts +, from 2 to the most a bill is split into. */
export function PartsStepper({ value, onChange, label = "How many parts" }: PartsStepperProps) {
  const labelId = useId();
  const button =
    "flex h-11 w-11 items-center justify-center rounded-full text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";
  return (
    <div className="flex items-center justify-between gap-4">
      <p id={labelId} className="font-semibold text-stone-900">
        {label}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of two buttons and a live value */}
      <div role="group" aria-labelledby={labelId} className="inline-flex items-center rounded-full border border-stone-300 bg-white">
        <button
          type="button"
          className={button}
          aria-label="Fewer parts"
          disabled={value <= MIN_SPLIT_PARTS}
          onClick={() => onChange(Math.max(MIN_SPLIT_PARTS, value - 1))}
        >
          <MinusIcon />
        </button>
        <output aria-live="polite" className="min-w-16 text-center text-base font-bold tabular-nums">
          {value} parts
        </output>
        <button
          type="button"
          className={button}
          aria-label="More parts"
          disabled={value >= MAX_SPLIT_PARTS}
          onClick={() => onChange(Math.min(MAX_SPLIT_PARTS, value + 1))}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
