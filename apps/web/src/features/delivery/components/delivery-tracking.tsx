import type { CourierPosition } from "@forkful/contracts/delivery";
import { isCancelledOrder } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import type { StreamState } from "../../../shared/api/event-stream";
import { useTrackingDetails } from "../api/get-tracking-details";
import { useCourierPosition } from "../hooks/use-courier-position";
import { courierAskedFor, courierVersion, courierView } from "../lib/courier-view";
import { CourierPanel } from "./courier-panel";
import { DeliveryMap } from "./delivery-map";

export interface DeliveryTrackingProps {
  order: Order;
  timeZone: string;
  /** The order's event stream: its state, and the courier's last pushed point. */
  stream: StreamState;
  streamed: CourierPosition | null;
  restaurantPhone: string;
}

/** A delivery order's courier on the tracker: the courier panel and, once there is a delivery, the live map. */
export function DeliveryTracking({ order, timeZone, stream, streamed, restaurantPhone }: DeliveryTrackingProps) {
  const asked = courierAskedFor(order) && !isCancelledOrder(order.status);
  const tracking = useTrackingDetails(order.orderId, courierVersion(order), { enabled: asked, finding: asked && order.delivery === null });
  const courier = useCourierPosition(order, streamed, stream);
  const view = courierView(order, tracking.data ?? null, streamed);
  if (!view) return null;
  const showMap = view.kind === "courier" && !view.delivered;
  return (
    <>
      <CourierPanel view={view} timeZone={timeZone} restaurantPhone={restaurantPhone} />
      {showMap && <DeliveryMap order={order} courier={courier} />}
    </>
  );
}
