import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useWaiterCalls } from "../api/get-waiter-calls";
import { useMoveWaiterCall } from "../api/move-waiter-call";
import { minutesSince } from "../host-times";
import { useHostMove } from "../use-host-move";

/** The tables calling for a waiter, oldest first: acknowledge (the diner reads that a waiter is on the way), then close. */
export function WaiterCallsPanel({ now }: { now: number }) {
  const calls = useWaiterCalls();
  const move = useMoveWaiterCall();
  const { refusal, send } = useHostMove();
  return (
    <section aria-labelledby="waiter-calls-title" className="flex flex-col gap-2">
      <h2 id="waiter-calls-title" className="text-lg font-bold text-stone-900">
        Waiter calls
      </h2>
      {refusal && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {refusal}
        </p>
      )}
      {calls.isPending && <Spinner label="Loading waiter calls" />}
      {calls.isError && <ErrorState message="The waiter calls could not be loaded." onRetry={() => void calls.refetch()} />}
      {calls.data?.length === 0 && <p className="text-sm text-stone-600">No table is calling.</p>}
      <ul className="flex flex-col gap-2">
        {calls.data?.map((call) => {
          const open = call.state === "open";
          return (
            <li
              key={call.callId}
              aria-label={`${call.tableName}: ${call.stateLabel}`}
              className={cn(
                "flex flex-wrap items-center gap-3 rounded-xl border bg-white px-3 py-2",
                open ? "border-red-400 ring-1 ring-red-300" : "border-stone-200",
              )}
            >
              <p className="flex-1 text-base">
                <span className="font-bold text-stone-900">{call.tableName}</span>
                <span className={cn("ml-2 text-sm font-semibold", open ? "text-red-700" : "text-stone-700")}>{call.stateLabel}</span>
                <span className="ml-2 text-sm text-stone-600 tabular-nums">{minutesSince(call.calledAt, now)} min ago</span>
              </p>
              {open && (
                <Button
                  size="sm"
                  disabled={move.isPending}
                  onClick={() => send(() => move.mutateAsync({ callId: call.callId, move: "acknowledge" }))}
                >
                  Acknowledge
                </Button>
              )}
              <Button
                size="sm"
                variant="secondary"
                disabled={move.isPending}
                onClick={() => send(() => move.mutateAsync({ callId: call.callId, move: "close" }))}
              >
                Close
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
