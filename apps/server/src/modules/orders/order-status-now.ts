/**
 * What a live tracker shows first: the order's status now. Anyone holding the order's link may follow its status,
 * so the order only has to exist; the status says nothing personal. One light query, whatever the order's size.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { orderStatusText } from "@forkful/contracts/order-status";
import type { OrderEvent } from "../../integrations/events/order-events";
import { NotFoundError } from "../../lib/domain-errors";
import type { OrdersRepository } from "./orders.repository";

export interface OrderStatusNowDeps {
  orders: Pick<OrdersRepository, "orderStatus">;
}

export async function orderStatusNow(deps: OrderStatusNowDeps, orderId: string): Promise<OrderEvent> {
  const found = await deps.orders.orderStatus(orderId);
  if (!found) throw new NotFoundError(MESSAGES.noSuchOrder);
  return { orderId, status: found.status, label: orderStatusText(found.status), at: found.since.toISOString() };
}
