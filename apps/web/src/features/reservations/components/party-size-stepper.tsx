import { PARTY_SIZE } from "@forkful/contracts/booking-rules";
import { MinusIcon, PlusIcon } from "../../../shared/ui/icons";

export const partyText = (guestCount: number) => (guestCount === 1 ? "1 guest" : `${guestCount} guests`);

/** − guests +, within PARTY_SIZE; larger parties are asked to call the restaurant. */
export function PartySizeStepper({ value, onChange }: { value: number; onChange: (guestCount: number) => void }) {
  const button =
    "flex h-11 w-11 items-center justify-center rounded-full text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {/* biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of two buttons and a live value */}
      <div role="group" aria-label="Party size" className="inline-flex items-center rounded-full border border-stone-300 bg-white">
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
          {partyText(value)}
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
      {value >= PARTY_SIZE.max && <p className="text-sm text-stone-600">For a larger party, please call the restaurant.</p>}
    </div>
  );
}
