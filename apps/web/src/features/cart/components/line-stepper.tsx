import { MinusIcon, PlusIcon, TrashIcon } from "@forkful/ui/icons";

export interface LineStepperProps {
  /** The dish, for the buttons' names. */
  name: string;
  value: number;
  max: number;
  onIncrement: () => void;
  onDecrement: () => void;
}

/** − quantity + of a cart line; at 1 the minus removes the line (a quantity never goes below 0). */
export function LineStepper({ name, value, max, onIncrement, onDecrement }: LineStepperProps) {
  const button =
    "flex h-9 w-9 items-center justify-center rounded-full text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of two buttons and a live value
    <div role="group" aria-label={`Quantity of ${name}`} className="inline-flex items-center rounded-full border border-stone-300 bg-white">
      <button type="button" className={button} aria-label={`One less ${name}`} onClick={onDecrement}>
        {value <= 1 ? <TrashIcon size={16} /> : <MinusIcon size={16} />}
      </button>
      <output aria-live="polite" className="w-7 text-center text-sm font-bold tabular-nums">
        {value}
      </output>
      <button type="button" className={button} aria-label={`One more ${name}`} disabled={value >= max} onClick={onIncrement}>
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
