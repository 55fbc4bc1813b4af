import { PARTY_SIZE } from "@forkful/contracts/booking-rules";
import { useId } from "react";
import { MinusIcon, PlusIcon } from "../../../shared/ui/icons";

export interface PartySizeStepperProps {
  value: number;
  onChange: (value: number) => void;
}

const guests = (count: number) => `${count} ${count === 1 ? "guest" : "guests"}`;

/** − party size +, within the sizes a diner may book online (a larger party asks the host or calls). */
export function PartySizeStepper({ value, onChange }: PartySizeStepperProps) {
  const labelId = useId();
  const button =
    "flex h-11 w-11 items-center justify-center rounded-full text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={labelId} className="font-semibold text-stone-900">
          Party size
        </p>
        <p className="text-sm text-stone-600">Up to {PARTY_SIZE.max} online</p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of two buttons and a live value */}
      <div role="group" aria-labelledby={labelId} className="inline-flex items-center rounded-full border border-stone-300 bg-white">
        <button
          type="button"
          className={button}
          aria-label="Fewer guests"
          disabled={value <= PARTY_SIZE.min}
          onClick={() => onChange(Math.max(PARTY_SIZE.min, value - 1))}
        >
          <MinusIcon />
        </button>
        <output aria-live="polite" className="min-w-20 text-center text-base font-bold tabular-nums">
          {guests(value)}
        </output>
        <button
          type="button"
          className={button}
          aria-label="More guests"
          disabled={value >= PARTY_SIZE.max}
          onClick={() => onChange(Math.min(PARTY_SIZE.max, value + 1))}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
