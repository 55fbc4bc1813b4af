import type { CourierPosition } from "@forkful/contracts/delivery";
import type { Order } from "@forkful/contracts/orders";
import type { StreamState } from "../../../shared/api/event-stream";
import { CurbsidePanel } from "./curbside-panel";
import { DeliverySummary } from "./delivery-summary";
import { DeliveryTracking } from "./delivery-tracking";

export interface OrderHandoverProps {
  order: Order;
  restaurant: { lat: number; lng: number; timeZoneCd: string; phoneNumber: string };
  stream: StreamState;
  /** The courier's last point pushed on the order's stream. */
  courier: CourierPosition | null;
}

/**
 * How the order reaches the diner, on its tracker: a delivery's drop-off and time, its courier and map; a pickup's
 * time, directions and curbside "I'm here".
 */
export function OrderHandover({ order, restaurant, stream, courier }: OrderHandoverProps) {
  const zone = restaurant.timeZoneCd;
  return (
    <>
      {order.orderType === "delivery" && (
        <DeliveryTracking
          order={order}
          timeZone={zone}
          stream={stream}
          streamed={courier}
          restaurantPhone={order.locationPhone || restaurant.phoneNumber}
        />
      )}
      <DeliverySummary order={order} timeZone={zone} />
      <CurbsidePanel order={order} restaurantPoint={{ lat: restaurant.lat, lng: restaurant.lng }} canTell={order.customerId !== null} />
    </>
  );
}
