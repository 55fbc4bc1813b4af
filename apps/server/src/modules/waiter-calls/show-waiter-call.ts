/** One call for the waiter by its id (GET /customer/call-waiter/{callId}): the diner's page shows "on the way" from it. */
import { WAITER_CALL_REFUSALS, type WaiterCall } from "@forkful/contracts/waiter-calls";
import { NotFoundError } from "../../lib/domain-errors";
import { toWaiterCall } from "./waiter-call-view";
import type { WaiterCallsDeps } from "./waiter-calls-deps";

/** Anyone holding the call's id reads it: it names the table and its state, never who called. */
export async function showWaiterCall(deps: Pick<WaiterCallsDeps, "db" | "calls" | "clock">, callId: string): Promise<WaiterCall> {
  const record = await deps.calls.waiterCallById(deps.db, callId);
  if (!record) throw new NotFoundError(WAITER_CALL_REFUSALS.noSuchCall);
  return toWaiterCall(record, deps.clock());
}
