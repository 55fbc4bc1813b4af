import { orderStatusText } from "@forkful/contracts/order-status";
import type { OrderEvents } from "../../integrations/events/order-events";

/** Tells the order's trackers its new status. */
export async function publishStatus(events: OrderEvents, orderId: string, status: number, at: Date): Promise<void> {
  await events.publish({ orderId, status, label: orderStatusText(status), at: at.toISOString() });
}
