/** Telling an order's trackers: its status again (the courier changed, reload the order), or where its courier is now. */
import type { CourierPosition, DeliveryState } from "@forkful/contracts/delivery";
import { orderStatusText } from "@forkful/contracts/order-status";
import type { DeliveryDeps } from "./delivery-deps";

type PublishDeps = Pick<DeliveryDeps, "orders" | "events" | "clock">;

export async function publishOrderNow(deps: PublishDeps, orderId: string): Promise<void> {
  const record = await deps.orders.findOrder(orderId);
  if (!record) return;
  const { status } = record.order;
  await deps.events.publish({ orderId, status, label: orderStatusText(status), at: deps.clock().toISOString() });
}

export async function publishCourier(
  deps: Pick<DeliveryDeps, "events">,
  {
    orderId,
    status,
    point,
    eta,
    state,
  }: { orderId: string; status: number; point: { lat: number; lng: number; at: Date }; eta: Date | null; state: DeliveryState },
): Promise<void> {
  const courier: CourierPosition = { lat: point.lat, lng: point.lng, at: point.at.toISOString(), eta: eta?.toISOString() ?? null, state };
  await deps.events.publish({ orderId, status, label: orderStatusText(status), at: courier.at, courier });
}
