/** A diner's arrival on their pickup order, as the orders module records and reads it (for curbside, issue 14). */
import { FINAL_ORDER_STATUSES } from "@forkful/contracts/order-status";
import { type Arrival, markArrived, waitingOutside } from "./arrivals.repository";
import type { Executor, OrderRow } from "./order-rows";

export type { Arrival } from "./arrivals.repository";

/** Records (or updates) the arrival on the order unless it is over (collected or cancelled); false when it was. */
export function recordArrival(executor: Executor, orderId: string, arrival: Arrival): Promise<boolean> {
  return markArrived(executor, orderId, arrival, FINAL_ORDER_STATUSES);
}

/** A location's pickup orders not yet over whose diner arrived, the longest waiting first. */
export function pickupsWaitingOutside(executor: Executor, locationId: number): Promise<OrderRow[]> {
  return waitingOutside(executor, locationId, FINAL_ORDER_STATUSES);
}
