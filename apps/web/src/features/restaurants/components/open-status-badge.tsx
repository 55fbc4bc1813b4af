import type { Session } from "@forkful/contracts/merchants";
import { cn } from "@forkful/ui/cn";
import { describeNextSession } from "../../../entities/restaurant/lib/opening-hours";

export interface OpenStatusBadgeProps {
  open: 0 | 1;
  nextSession: Session | null;
  timeZone?: string;
  className?: string;
}

/** "Open now", or "Closed" with the next opening in the restaurant's zone. */
export function OpenStatusBadge({ open, nextSession, timeZone, className }: OpenStatusBadgeProps) {
  if (open === 1) {
    return (
      <span
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800",
          className,
        )}
      >
        <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
        Open now
      </span>
    );
  }
  const next = describeNextSession(nextSession, timeZone);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700",
        className,
      )}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-stone-400" aria-hidden="true" />
      Closed{next ? ` · ${next}` : ""}
    </span>
  );
}
