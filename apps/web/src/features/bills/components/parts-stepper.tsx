import { MAX_SPLIT_PARTS } from "@forkful/contracts/splits";
import { Stepper } from "../../../shared/ui/stepper";
import { MIN_SPLIT_PARTS } from "../lib/split-request";

export interface PartsStepperProps {
  value: number;
  onChange: (value: number) => void;
}

/** − parts +, from 2 to the most a bill is split into. */
export function PartsStepper({ value, onChange }: PartsStepperProps) {
  return (
    <Stepper
      label="How many parts"
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
