/**
 * Staff's live list of calls: after the first list, the list again whenever a call changes at the restaurant (only
 * when it differs, one read at a time), and when an acknowledged call's time on the list is up (nobody publishes that).
 */
import type { WaiterCall } from "@forkful/contracts/waiter-calls";
import type { StaffCaller } from "../../plugins/caller";
import { type LiveStream, resendWhenChanged } from "../../plugins/live-streams";
import { staffWaiterCalls } from "./staff-waiter-calls";
import { acknowledgedCallsEndBefore } from "./waiter-call-view";
import type { WaiterCallsDeps } from "./waiter-calls-deps";

/** The soonest an acknowledged call of the list leaves it, as a delay from now; null when none will. */
function untilFirstLeaves(calls: WaiterCall[], now: Date): number | null {
  const ends = calls
    .filter((call) => call.state === "acknowledged" && call.acknowledgedAt)
    .map((call) => new Date(call.acknowledgedAt!).getTime() - acknowledgedCallsEndBefore(now).getTime());
  return ends.length ? Math.max(1000, Math.min(...ends)) : null;
}

export function followWaiterCalls(
  deps: Pick<WaiterCallsDeps, "db" | "calls" | "clock" | "events">,
  stream: LiveStream,
  caller: StaffCaller,
  first: { calls: WaiterCall[] },
) {
  let timer: NodeJS.Timeout | null = null;
  const read = () => staffWaiterCalls(deps, caller);
  const wake = resendWhenChanged(stream, "calls", first, read, (sent) => schedule(sent.calls));
  function schedule(calls: WaiterCall[]) {
    if (timer) clearTimeout(timer);
    const delay = untilFirstLeaves(calls, deps.clock());
    timer = delay === null ? null : setTimeout(wake, delay);
  }

  schedule(first.calls);
  stream.onEnd(deps.events.subscribe("waiterCall", { location: caller.locationId }, wake));
  stream.onEnd(() => {
    if (timer) clearTimeout(timer);
  });
}
