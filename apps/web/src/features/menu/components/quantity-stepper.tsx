import { MinusIcon, PlusIcon } from "@forkful/ui/icons";

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
}

/** − quantity +, never below `min` (1 on the item page). */
export function QuantityStepper({ value, onChange, min = 1, max }: QuantityStepperProps) {
  const button =
    "flex h-11 w-10 items-center justify-center rounded-full text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of two buttons and a live value
    <div role="group" aria-label="Quantity" className="inline-flex items-center rounded-full border border-stone-300 bg-white">
      <button
        type="button"
        className={button}
        aria-label="Decrease quantity"
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon />
      </button>
      <output aria-live="polite" className="w-8 text-center text-base font-bold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label="Increase quantity"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
