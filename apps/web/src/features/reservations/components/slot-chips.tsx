import type { ReservationSlots } from "@forkful/contracts/floor";
import { MESSAGES } from "@forkful/contracts/messages";
import { formatClock } from "../../../shared/lib/opening-hours";
import { Button } from "../../../shared/ui/button";
import { Chip } from "../../../shared/ui/chip";

export interface SlotChipsProps {
  answer: ReservationSlots | undefined;
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (slot: string) => void;
  onRetry: () => void;
}

/** The day's times as chips (taken ones disabled), with its loading, error, closed and "no tables left" states. */
export function SlotChips({ answer, loading, failed, value, onChange, onRetry }: SlotChipsProps) {
  if (failed && !answer) {
    return (
      <div role="alert" className="flex items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800">
        <p className="flex-1 font-semibold">{MESSAGES.slotGenerationFailed}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (loading || !answer) {
    return (
      <div role="status" aria-busy="true" className="flex flex-wrap gap-2">
        <span className="sr-only">Loading times</span>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="shimmer h-9 w-20 rounded-full" />
        ))}
      </div>
    );
  }
  const free = answer.slots.some((s) => s.available);
  if (!answer.open || !free) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-4 py-5 text-center text-sm text-stone-700">
        <span className="block font-semibold text-stone-900">{answer.open ? MESSAGES.noTablesLeft : "No reservations on this day"}</span>
        {answer.reason ?? "Try another day or a different party size."}
      </p>
    );
  }
  return (
    <ul aria-label="Time" className="flex flex-wrap gap-2">
      {answer.slots.map((s) => (
        <li key={s.slot}>
          <Chip
            selected={s.slot === value}
            disabled={!s.available}
            onClick={() => onChange(s.slot)}
            className="min-w-20 justify-center tabular-nums disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-400 disabled:line-through"
            aria-label={s.available ? formatClock(s.slot) : `${formatClock(s.slot)}, taken`}
          >
            {formatClock(s.slot)}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
