/** Telling an order's trackers: its status again (the courier changed, reload the order), or where its courier is now. */
import type { CourierPosition, DeliveryState } from "@forkful/contracts/delivery";
import { orderStatusText } from "@forkful/contracts/order-status";
import { orderRecord, publishStatus } from "../orders/public";
import type { DeliveryDeps } from "./delivery-deps";

type PublishDeps = Pick<DeliveryDeps, "db" | "events" | "clock">;

export async function publishOrderNow(deps: PublishDeps, orderId: string): Promise<void> {
  const record = await orderRecord(deps.db, orderId);
  if (!record) return;
  await publishStatus(deps.events, { orderId, locationId: record.order.locationId }, record.order.status, deps.clock());
}

export async function publishCourier(
  deps: Pick<DeliveryDeps, "events">,
  {
    orderId,
    locationId,
    status,
    point,
    eta,
    state,
  }: {
    orderId: string;
    locationId: number;
    status: number;
    point: { lat: number; lng: number; at: Date };
    eta: Date | null;
    state: DeliveryState;
  },
): Promise<void> {
  const courier: CourierPosition = { lat: point.lat, lng: point.lng, at: point.at.toISOString(), eta: eta?.toISOString() ?? null, state };
  await deps.events.publish("orderStatus", { orderId, status, label: orderStatusText(status), at: courier.at, courier, locationId });
}
