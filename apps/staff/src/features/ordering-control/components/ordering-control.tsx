import { LATE_ORDER_TEXTS } from "@forkful/contracts/late-orders";
import { PACE_LIMIT, PACE_WINDOW_MINUTES, type StaffOrdering, type StaffOrderingBody } from "@forkful/contracts/ordering-pause";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { useState } from "react";
import { useOrdering, useSetOrdering } from "../api/ordering";
import { LateOrderRulesForm } from "./late-order-rules-form";

const PAUSES = [15, 30, 60] as const;
const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

function stateWords(ordering: StaffOrdering): string {
  const pace = ordering.paceLimit ? ` · pace ${ordering.ordersInWindow} of ${ordering.paceLimit} per ${PACE_WINDOW_MINUTES} min` : "";
  if (ordering.closedBy === "pause" && ordering.opensAt)
    return `Online ordering paused until ${clock.format(new Date(ordering.opensAt))}${pace}`;
  if (ordering.closedBy === "pace" && ordering.opensAt)
    return `At the pace: new orders from ${clock.format(new Date(ordering.opensAt))}${pace}`;
  return `Taking online orders${pace}`;
}

/**
 * A manager's control of online ordering above the board: pause it for a while when the kitchen is slammed, take
 * orders again, or pace it (at most N orders per 15 minutes). Diners are told and offered the next time.
 */
export function OrderingControl() {
  const ordering = useOrdering();
  const setOrdering = useSetOrdering();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pace, setPace] = useState("");

  async function change(body: StaffOrderingBody) {
    setRefusal(null);
    const result = await setOrdering.mutateAsync(body).catch(() => null);
    if (!result) setRefusal("We could not reach Forkful. Try again.");
    else if (!result.ok) setRefusal(result.message);
  }

  if (!ordering.data) return null;
  const closed = ordering.data.closedBy !== null;
  const busy = setOrdering.isPending;
  return (
    <section
      aria-label="Online ordering"
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-stone-200 bg-white px-3 py-2"
    >
      <p role="status" className={cn("mr-auto text-sm font-semibold", closed ? "text-red-800" : "text-emerald-800")}>
        {stateWords(ordering.data)}
      </p>
      {ordering.data.pausedUntil ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => change({ pausedUntil: null })}>
          Take orders again
        </Button>
      ) : (
        PAUSES.map((minutes) => (
          <Button key={minutes} size="sm" variant="secondary" disabled={busy} onClick={() => change({ pauseMinutes: minutes })}>
            Pause {minutes} min
          </Button>
        ))
      )}
      <form
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          void change({ paceLimit: pace.trim() === "" ? null : Number(pace) });
        }}
      >
        <label htmlFor="pace-limit" className="text-sm text-stone-700">
          Pace
        </label>
        <input
          id="pace-limit"
          inputMode="numeric"
          min={PACE_LIMIT.min}
          max={PACE_LIMIT.max}
          type="number"
          placeholder={ordering.data.paceLimit ? String(ordering.data.paceLimit) : "none"}
          value={pace}
          onChange={(event) => setPace(event.target.value)}
          className="h-9 w-20 rounded-lg border border-stone-300 px-2 text-sm"
          aria-describedby="pace-unit"
        />
        <span id="pace-unit" className="text-sm text-stone-700">
          per {PACE_WINDOW_MINUTES} min
        </span>
        <Button size="sm" variant="secondary" type="submit" disabled={busy}>
          Set
        </Button>
      </form>
      {refusal && (
        <p role="alert" className="w-full text-sm font-semibold text-red-800">
          {refusal}
        </p>
      )}
      <details className="w-full">
        <summary className="cursor-pointer text-sm font-semibold text-stone-800">{LATE_ORDER_TEXTS.rulesTitle}</summary>
        <div className="pt-2">
          <LateOrderRulesForm />
        </div>
      </details>
    </section>
  );
}
