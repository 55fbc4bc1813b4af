/** The restaurant's calls for the waiter (GET /staff/waiter-calls): open and acknowledged ones, oldest first. */
import type { WaiterCall } from "@forkful/contracts/waiter-calls";
import type { StaffCaller } from "../../plugins/caller";
import { acknowledgedCallsEndBefore, toWaiterCall } from "./waiter-call-view";
import type { WaiterCallsDeps } from "./waiter-calls-deps";

export async function staffWaiterCalls(
  deps: Pick<WaiterCallsDeps, "db" | "calls" | "clock">,
  caller: StaffCaller,
): Promise<{ calls: WaiterCall[] }> {
  const now = deps.clock();
  const records = await deps.calls.liveWaiterCalls(deps.db, caller.locationId, acknowledgedCallsEndBefore(now));
  return { calls: records.map((record) => toWaiterCall(record, now)) };
}
