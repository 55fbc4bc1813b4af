import type { ReservationSlots } from "@forkful/contracts/floor";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import type { ReactNode } from "react";

export interface SlotStatesProps {
  answer: ReservationSlots | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * What shows instead of the day's times while they load, when they failed, and when there are none to take (closed
 * that day, or no tables left); null once there are times to choose.
 */
export function slotStates({ answer, loading, failed, onRetry }: SlotStatesProps): ReactNode | null {
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
          <div key={i} className="shimmer h-10 w-20 rounded-full" />
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
  return null;
}
