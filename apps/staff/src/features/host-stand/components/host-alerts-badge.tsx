import { useCurbside } from "../api/get-curbside";
import { useWaiterCalls } from "../api/get-waiter-calls";

/** How many need a host now: tables calling (not yet acknowledged) and diners waiting outside. Beside the Calls screen's link. */
export function HostAlertsBadge({ enabled }: { enabled: boolean }) {
  const calls = useWaiterCalls(enabled);
  const curbside = useCurbside(enabled);
  const waiting = (calls.data ?? []).filter((call) => call.state === "open").length + (curbside.data ?? []).length;
  if (waiting === 0) return null;
  return (
    <span className="rounded-full bg-red-700 px-2 text-sm text-white tabular-nums">
      {waiting}
      <span className="sr-only"> waiting</span>
    </span>
  );
}
