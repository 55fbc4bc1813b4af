/** The restaurant's calls for the waiter (GET /staff/waiter-calls): open and acknowledged ones, oldest first. */
import type { WaiterCall } from "@forkful/contracts/waiter-calls";
import type { StaffCaller } from "../../plugins/caller";
import type { TablesDeps } from "./tables-deps";
import { acknowledgedCallsEndBefore, toWaiterCall } from "./waiter-call-view";

export async function staffWaiterCalls(deps: Pick<TablesDeps, "tables" | "clock">, caller: StaffCaller): Promise<{ calls: WaiterCall[] }> {
  const now = deps.clock();
  const records = await deps.tables.liveWaiterCalls(deps.tables.db, caller.locationId, acknowledgedCallsEndBefore(now));
  return { calls: records.map((record) => toWaiterCall(record, now)) };
}
