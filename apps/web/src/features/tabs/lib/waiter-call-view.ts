/**
 * What the Call Waiter button shows (issue 13): the spec's label; while calling, a wait; once called, "Waiter called"
 * and, when staff acknowledge it, "A waiter is on the way"; until the cooldown ends, the button is disabled and says
 * when the table may call again.
 */
import { CALL_WAITER_LABEL, WAITER_CALL_WORDS, type WaiterCall } from "@forkful/contracts/waiter-calls";

export interface WaiterCallView {
  /** The button's words. */
  label: string;
  disabled: boolean;
  /** What the table reads about its call (announced politely), or null with no call to speak of. */
  status: string | null;
  /** The call is answered: staff are on their way. */
  onTheWay: boolean;
}

/** Whole seconds until the table may call again (0: now). */
export function cooldownSeconds(call: Pick<WaiterCall, "nextCallAt"> | null, now: number): number {
  if (!call) return 0;
  const next = Date.parse(call.nextCallAt);
  return Number.isFinite(next) ? Math.max(0, Math.ceil((next - now) / 1000)) : 0;
}

export function waiterCallView(
  call: WaiterCall | null,
  { calling, now, label = CALL_WAITER_LABEL }: { calling: boolean; now: number; label?: string },
): WaiterCallView {
  if (calling) return { label: WAITER_CALL_WORDS.calling, disabled: true, status: null, onTheWay: false };
  const live = call && call.state !== "closed" ? call : null;
  const status = live ? WAITER_CALL_WORDS[live.state] : null;
  const wait = cooldownSeconds(call, now);
  if (wait > 0) return { label: WAITER_CALL_WORDS.cooldown(wait), disabled: true, status, onTheWay: live?.state === "acknowledged" };
  return { label, disabled: false, status, onTheWay: live?.state === "acknowledged" };
}
