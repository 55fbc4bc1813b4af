/**
 * Orders running late (issue 26), as late-orders follows them up: those still in the kitchen past their promised time,
 * a new promised time written under the caller's transaction, and the diner's trackers told once it is committed.
 */
import { LATE_WATCHED_STATUSES } from "@forkful/contracts/late-orders";
import type { DomainEvents } from "../../integrations/events/domain-events";
import { type LateOrderRow, movePromisedTime, ordersPromisedBefore, ordersStillIn } from "./order-delays.repository";
import type { Executor } from "./order-rows";
import { publishStatus } from "./publish-status";

export type { LateOrderRow };

/** Orders still in the kitchen whose promised time is before `before`. */
export function ordersStillCookingPromisedBefore(executor: Executor, before: Date): Promise<LateOrderRow[]> {
  return ordersPromisedBefore(executor, before, LATE_WATCHED_STATUSES);
}

/** Of these orders, those still in the kitchen (not ready, handed over nor cancelled), with their status. */
export function ordersStillCooking(executor: Executor, orderIds: string[]): Promise<Map<string, number>> {
  return ordersStillIn(executor, orderIds, LATE_WATCHED_STATUSES);
}

/**
 * In the caller's transaction: the order's promised time becomes `to`, if it is still `from` and the order still in the
 * kitchen. Answers the order's status, or null when it moved meanwhile (nothing changed).
 */
export async function pushPromisedTime(
  tx: Executor,
  move: { orderId: string; from: Date; to: Date; at: Date },
): Promise<{ status: number } | null> {
  return movePromisedTime(tx, move, LATE_WATCHED_STATUSES);
}

/** After the commit: the order's trackers (and its restaurant's live feed) hear it runs late, with its new time. */
export function tellRunningLate(
  events: DomainEvents,
  order: { orderId: string; locationId: number; status: number; newTime: Date },
  at: Date,
): Promise<void> {
  const { orderId, locationId, status, newTime } = order;
  return publishStatus(events, { orderId, locationId }, status, at, { etaTime: newTime.toISOString(), runningLate: true });
}
