import type { WaitTimes } from "@forkful/contracts/floor";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { ClockIcon } from "@forkful/ui/icons";
import { bandLabel, partiesText, shortWaitText, waitFor, waitText } from "../lib/checkin-phase";

export interface WaitTimesCardProps {
  waitTimes: WaitTimes | undefined;
  failed: boolean;
  onRetry: () => void;
  guestCount: number;
}

/** The wait now for the chosen party size, how many parties wait, and the wait of every size. */
export function WaitTimesCard({ waitTimes, failed, onRetry, guestCount }: WaitTimesCardProps) {
  if (failed) {
    return (
      <section role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-900">{MESSAGES.waitTimesFailed}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Retry
        </Button>
      </section>
    );
  }
  if (!waitTimes) {
    return <section aria-busy="true" aria-label="Loading the wait" className="h-40 animate-pulse rounded-2xl bg-stone-200/70" />;
  }
  const wait = waitFor(waitTimes, guestCount);
  return (
    <section aria-labelledby="wait-heading" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
      <div className="flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
          <ClockIcon size={22} />
        </span>
        <div className="min-w-0">
          <h2 id="wait-heading" className="text-sm font-semibold text-stone-600">
            Current wait for {guestCount} {guestCount === 1 ? "guest" : "guests"}
          </h2>
          <p className="text-2xl font-bold text-stone-900">{wait === null ? "Ask the host" : waitText(wait)}</p>
          <p className="text-sm text-stone-600">
            {waitTimes.partiesWaiting === 0 ? "No one is waiting right now" : `${partiesText(waitTimes.partiesWaiting)} waiting`}
          </p>
        </div>
      </div>
      <ul aria-label="Wait by party size" className="mt-4 grid grid-cols-3 gap-2 text-center sm:grid-cols-5">
        {waitTimes.waitTimes.map((band) => {
          const chosen = guestCount >= band.minGuests && guestCount <= band.maxGuests;
          return (
            <li
              key={band.minGuests}
              aria-current={chosen ? "true" : undefined}
              className={cn("rounded-xl border px-2 py-2", chosen ? "border-brand bg-brand/10" : "border-stone-200 bg-stone-50")}
            >
              <p className="text-xs font-medium text-stone-600">{bandLabel(band)} guests</p>
              <p className="text-sm font-bold text-stone-900 tabular-nums">{shortWaitText(band.waitMinutes)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
