import type { CourierPosition } from "@forkful/contracts/delivery";
import type { Order } from "@forkful/contracts/orders";
import type { StreamState } from "../../../shared/api/event-stream";
import { useValetLocation } from "../api/get-valet-location";

export interface CourierPoint {
  lat: number;
  lng: number;
  at: string;
}

/** The courier is on the road between these states: there is a point worth following. */
const MOVING: readonly string[] = ["enroute_to_pickup", "arrived_at_pickup", "picked_up", "enroute_to_dropoff", "arrived_at_dropoff"];

/** The newest of the points known (ISO times compare as text). */
export function newestPoint(points: (CourierPoint | null | undefined)[]): CourierPoint | null {
  let newest: CourierPoint | null = null;
  for (const point of points) if (point && (!newest || point.at > newest.at)) newest = point;
  return newest;
}

/**
 * Where a delivery order's courier is: the order's stored point, the points its event stream pushes (`streamed`),
 * and, while the stream is not live, GET /valet/getValetLocation every COURIER_POSITION_EVERY_MS; the newest wins.
 */
export function useCourierPosition(order: Order, streamed: CourierPosition | null, stream: StreamState): CourierPoint | null {
  const delivery = order.delivery;
  const staffId = delivery?.runner?.deliveryStaffId ?? null;
  const moving = delivery !== null && MOVING.includes(delivery.state);
  const polled = useValetLocation(staffId, moving && stream !== "live");
  return newestPoint([delivery?.courier, streamed, polled.data]);
}
