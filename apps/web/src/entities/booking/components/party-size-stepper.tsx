import { PARTY_SIZE } from "@forkful/contracts/booking-rules";
import { Stepper } from "../../../shared/ui/stepper";

export interface PartySizeStepperProps {
  value: number;
  onChange: (value: number) => void;
}

const guests = (count: number) => `${count} ${count === 1 ? "guest" : "guests"}`;

/** − party size +, within the sizes a diner may book online (a larger party asks the host or calls). */
export function PartySizeStepper({ value, onChange }: PartySizeStepperProps) {
  return (
    <Stepper
      label="Party size"
      note={`Up to ${PARTY_SIZE.max} online`}
      value={value}
      onChange={onChange}
      min={PARTY_SIZE.min}
      max={PARTY_SIZE.max}
      fewerLabel="Fewer guests"
      moreLabel="More guests"
      valueText={guests(value)}
      valueClassName="min-w-20"
    />
  );
}
