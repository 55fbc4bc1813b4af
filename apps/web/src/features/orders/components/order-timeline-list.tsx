import { cn } from "@forkful/ui/cn";
import { CheckIcon, CloseIcon } from "@forkful/ui/icons";
import { formatOrderClock } from "../lib/order-time";
import type { TimelineStep } from "../lib/order-timeline";

export interface OrderTimelineListProps {
  steps: readonly TimelineStep[];
  timeZone: string;
}

/** The order's steps top to bottom: done (ticked, with the time), the current one (pulsing), the next ones (grey). */
export function OrderTimelineList({ steps, timeZone }: OrderTimelineListProps) {
  return (
    <ol className="relative" aria-label="Order progress">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.key}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={step.state === "current" ? "step" : undefined}
            data-state={step.state}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={cn("absolute top-7 bottom-0 left-[13px] w-0.5", step.state === "done" ? "bg-brand" : "bg-stone-200")}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-[1] flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2",
                step.state === "done" && "border-brand bg-brand text-on-brand",
                step.state === "current" && "border-brand bg-white text-brand",
                step.state === "next" && "border-stone-300 bg-white",
                step.state === "cancelled" && "border-red-600 bg-red-600 text-white",
              )}
            >
              {step.state === "done" && <CheckIcon size={14} strokeWidth={3} />}
              {step.state === "cancelled" && <CloseIcon size={14} strokeWidth={3} />}
              {step.state === "current" && <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-brand motion-reduce:animate-none" />}
            </span>
            <div className="flex min-w-0 flex-1 items-baseline justify-between gap-3 pt-0.5">
              <p
                className={cn(
                  "font-semibold",
                  step.state === "next" ? "text-stone-500" : "text-stone-900",
                  step.state === "cancelled" && "text-red-700",
                )}
              >
                {step.label}
                <span className="sr-only">
                  {step.state === "done" ? " (done)" : step.state === "current" ? " (now)" : step.state === "next" ? " (next)" : ""}
                </span>
              </p>
              {step.at && (
                <time dateTime={step.at} className="shrink-0 text-sm text-stone-500 tabular-nums">
                  {formatOrderClock(step.at, timeZone)}
                </time>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
