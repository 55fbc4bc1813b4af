/**
 * What a live tracker shows first: the order's status now, and whether it waits in (or may join, once paid) its
 * restaurant's queue. Anyone holding the order's link may follow its status, so the order only has to exist; the
 * status says nothing personal. One light query, whatever the order's size.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { isQueuedAtRestaurant, mayQueueAtRestaurant, orderLabel } from "@forkful/contracts/order-status";
import type { OrderStatusEvent } from "../../integrations/events/event-catalogue";
import { NotFoundError } from "../../lib/domain-errors";
import type { OrdersRepository } from "./orders.repository";

export interface OrderStatusNowDeps {
  orders: Pick<OrdersRepository, "orderStatus" | "queuePlaces">;
}

export interface TrackerStart {
  event: OrderStatusEvent;
  /** The restaurant whose queue the order waits in or may join (not yet accepted, for now); null when it cannot. */
  queueAt: number | null;
  /** In the queue now (paid or to be paid at the counter): its place is read at once; otherwise only once it moves. */
  queued: boolean;
}

export async function orderStatusNow(deps: OrderStatusNowDeps, orderId: string): Promise<TrackerStart> {
  const found = await deps.orders.orderStatus(orderId);
  if (!found) throw new NotFoundError(MESSAGES.noSuchOrder);
  const event = { orderId, status: found.status, label: orderLabel(found), at: found.since.toISOString() };
  return { event, queueAt: mayQueueAtRestaurant(found) ? found.locationId : null, queued: isQueuedAtRestaurant(found) };
}

/** The order's place in its restaurant's queue now (1: none ahead); null when it is not queued. */
export async function queuePlaceNow(deps: OrderStatusNowDeps, orderId: string): Promise<number | null> {
  return (await deps.orders.queuePlaces([orderId])).get(orderId) ?? null;
}
