import { orderStatusText } from "@forkful/contracts/order-status";
import type { DomainEvents } from "../../integrations/events/domain-events";

/** Tells the order's trackers (and whoever follows its restaurant) its new status. */
export async function publishStatus(
  events: DomainEvents,
  { orderId, locationId }: { orderId: string; locationId: number },
  status: number,
  at: Date,
): Promise<void> {
  await events.publish("orderStatus", { orderId, status, label: orderStatusText(status), at: at.toISOString(), locationId });
}
