import { MAX_SPLIT_PARTS } from "@forkful/contracts/splits";
import { Stepper } from "../../../shared/ui/stepper";
import { MIN_SPLIT_PARTS } from "../lib/split-request";

export interface PartsStepperProps {
  value: number;
  onChange: (value: number) => void;
  label?: string;
}

/** − parts +, from 2 to the most a bill is split into. */
export function PartsStepper({ value, onChange, label = "How many parts" }: PartsStepperProps) {
  return (
    <Stepper
      label={label}
      value={value}
      onChange={onChange}
      min={MIN_SPLIT_PARTS}
      max={MAX_SPLIT_PARTS}
      fewerLabel="Fewer parts"
      moreLabel="More parts"
      valueText={`${value} parts`}
      valueClassName="min-w-16"
    />
  );
}
