/**
 * A call for the waiter as diners and staff see it. An acknowledged call reads as closed once
 * WAITER_CALL_ACKNOWLEDGED_MINUTES have passed (the waiter has come by then), without anyone closing it.
 */
import {
  WAITER_CALL_ACKNOWLEDGED_MINUTES,
  WAITER_CALL_COOLDOWN_SECONDS,
  WAITER_CALL_WORDS,
  type WaiterCall,
  type WaiterCallState,
} from "@forkful/contracts/waiter-calls";
import type { WaiterCallRecord, WaiterCallRow } from "./waiter-calls.repository";

const ACKNOWLEDGED_MS = WAITER_CALL_ACKNOWLEDGED_MINUTES * 60_000;

/** Acknowledged calls acknowledged at or before this moment read as closed. */
export const acknowledgedCallsEndBefore = (now: Date): Date => new Date(now.getTime() - ACKNOWLEDGED_MS);

/** When an acknowledged call stops showing (null for a call in any other state). */
export function acknowledgedCallEndsAt(call: WaiterCallRow): Date | null {
  return call.state === "acknowledged" && call.acknowledgedAt ? new Date(call.acknowledgedAt.getTime() + ACKNOWLEDGED_MS) : null;
}

/** The state a call is in at `now`. */
export function waiterCallStateAt(call: WaiterCallRow, now: Date): WaiterCallState {
  const ends = acknowledgedCallEndsAt(call);
  return ends && ends <= now ? "closed" : call.state;
}

/** When the table may call again: the cooldown after this call. */
export const nextCallAt = (call: WaiterCallRow): Date => new Date(call.calledAt.getTime() + WAITER_CALL_COOLDOWN_SECONDS * 1000);

export function toWaiterCall({ call, tableName }: WaiterCallRecord, now: Date): WaiterCall {
  const state = waiterCallStateAt(call, now);
  return {
    callId: call.id,
    locationId: call.locationId,
    tableId: call.tableId,
    tableName: tableName ?? call.tableId,
    orderId: call.orderId,
    state,
    stateLabel: WAITER_CALL_WORDS[state],
    calledAt: call.calledAt.toISOString(),
    acknowledgedAt: call.acknowledgedAt?.toISOString() ?? null,
    nextCallAt: nextCallAt(call).toISOString(),
  };
}
