/**
 * A location's online ordering controls (issue 26): paused until a time, and/or paced to N orders for now per 15
 * minutes. The merchants module keeps them; orders applies them when an order is placed, staff set them.
 */
import { ORDERING_TEXTS, PAUSE_MAX_HOURS, type StaffOrderingBody } from "@forkful/contracts/ordering-pause";
import type { Executor } from "../../db/client";
import { BadRequestError } from "../../lib/domain-errors";
import { findOrderingControls, saveOrderingControls } from "./ordering-controls.repository";

export interface OrderingControls {
  /** Paused until this instant; null when not paused (a pause that has ended reads as null). */
  pausedUntil: Date | null;
  /** At most this many orders for now per 15 minutes; null: no pace. */
  paceLimit: number | null;
}

const NOT_SET: OrderingControls = { pausedUntil: null, paceLimit: null };

/** The location's controls as they stand at `now`. */
export async function orderingControlsOf(executor: Executor, locationId: number, now: Date): Promise<OrderingControls> {
  const row = await findOrderingControls(executor, locationId);
  if (!row) return NOT_SET;
  const paused = row.pausedUntil && row.pausedUntil.getTime() > now.getTime() ? row.pausedUntil : null;
  return { pausedUntil: paused, paceLimit: row.paceLimit };
}

/** The pause a change asks for: until a time still to come (at most a day ahead), for N minutes, or none (null). */
function pauseOf(change: StaffOrderingBody, now: Date, current: Date | null): Date | null {
  if (change.pauseMinutes !== undefined) return new Date(now.getTime() + change.pauseMinutes * 60_000);
  if (change.pausedUntil === undefined) return current;
  if (change.pausedUntil === null) return null;
  const until = new Date(change.pausedUntil);
  if (until.getTime() <= now.getTime()) throw new BadRequestError(ORDERING_TEXTS.pausedUntilPast);
  if (until.getTime() > now.getTime() + PAUSE_MAX_HOURS * 3_600_000) throw new BadRequestError(ORDERING_TEXTS.pausedUntilFar);
  return until;
}

/** Sets what the change names (a field left out keeps its value), recorded with who set it and when. */
export async function setOrderingControls(
  executor: Executor,
  { locationId, change, actor, now }: { locationId: number; change: StaffOrderingBody; actor: string; now: Date },
): Promise<OrderingControls> {
  const current = await orderingControlsOf(executor, locationId, now);
  const pausedUntil = pauseOf(change, now, current.pausedUntil);
  const paceLimit = change.paceLimit === undefined ? current.paceLimit : change.paceLimit;
  await saveOrderingControls(executor, { locationId, pausedUntil, paceLimit, updatedBy: actor, updatedAt: now });
  return { pausedUntil, paceLimit };
}
