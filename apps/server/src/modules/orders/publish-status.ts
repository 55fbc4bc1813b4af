import { orderStatusText } from "@forkful/contracts/order-status";
import type { StatusEvent } from "@forkful/contracts/orders";
import type { DomainEvents } from "../../integrations/events/domain-events";

/** What a move may tell trackers beside its status: a new promised time (running late or not), a cancel's reason (each left out when unset). */
export type StatusNews = Pick<StatusEvent, "etaTime" | "cancelReason" | "runningLate">;

/** Tells the order's trackers (and whoever follows its restaurant) its new status. */
export async function publishStatus(
  events: DomainEvents,
  { orderId, locationId }: { orderId: string; locationId: number },
  status: number,
  at: Date,
  news: StatusNews = {},
): Promise<void> {
  const said = Object.fromEntries(Object.entries(news).filter(([, value]) => value !== undefined)) as StatusNews;
  await events.publish("orderStatus", { orderId, status, label: orderStatusText(status), at: at.toISOString(), locationId, ...said });
}
