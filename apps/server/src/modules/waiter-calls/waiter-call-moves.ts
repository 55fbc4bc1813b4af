/**
 * Staff answer a call for the waiter: acknowledge it (open → acknowledged: the diner reads "on the way") or close it
 * (open or acknowledged → closed). Staff of the call's restaurant only (a manager or a host: STAFF_CALL_ROLES); any other move is a 409 that
 * changes nothing. The call's row is locked while it moves, so two hosts answering at once answer it once.
 */
import { WAITER_CALL_REFUSALS, type WaiterCall, type WaiterCallState } from "@forkful/contracts/waiter-calls";
import { ConflictError, ForbiddenError, NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { staffActor } from "../tables/public";
import { toWaiterCall, waiterCallStateAt } from "./waiter-call-view";
import type { WaiterCallPatch } from "./waiter-calls.repository";
import type { WaiterCallsDeps } from "./waiter-calls-deps";

type Deps = Pick<WaiterCallsDeps, "db" | "calls" | "clock" | "events">;

/** The moves staff make, each with the states it may start from. */
const MOVES = {
  acknowledge: { from: ["open"] },
  close: { from: ["open", "acknowledged"] },
} as const satisfies Record<string, { from: readonly WaiterCallState[] }>;

export type WaiterCallMove = keyof typeof MOVES;

function refusal(state: WaiterCallState): string {
  return state === "closed" ? WAITER_CALL_REFUSALS.alreadyClosed : WAITER_CALL_REFUSALS.alreadyAcknowledged;
}

function patchFor(move: WaiterCallMove, now: Date, caller: StaffCaller): WaiterCallPatch {
  return move === "acknowledge"
    ? { state: "acknowledged", acknowledgedAt: now, acknowledgedBy: staffActor(caller) }
    : { state: "closed", closedAt: now };
}

export async function moveWaiterCall(deps: Deps, callId: string, move: WaiterCallMove, caller: StaffCaller): Promise<WaiterCall> {
  const now = deps.clock();
  const moved = await deps.db.transaction(async (tx) => {
    const record = await deps.calls.waiterCallById(tx, callId, { lock: true });
    if (!record) throw new NotFoundError(WAITER_CALL_REFUSALS.noSuchCall);
    if (record.call.locationId !== caller.locationId) throw new ForbiddenError(WAITER_CALL_REFUSALS.otherLocation);
    const state = waiterCallStateAt(record.call, now);
    if (!(MOVES[move].from as readonly WaiterCallState[]).includes(state)) throw new ConflictError(refusal(state));
    const call = await deps.calls.updateWaiterCall(tx, callId, patchFor(move, now, caller));
    return { call, tableName: record.tableName };
  });
  await deps.events.publish("waiterCall", { locationId: moved.call.locationId });
  return toWaiterCall(moved, now);
}
