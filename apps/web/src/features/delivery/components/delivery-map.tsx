import type { Order } from "@forkful/contracts/orders";
import { useMemo } from "react";
import { GeoMap, type MapMarker } from "../../../shared/ui/geo-map";
import type { CourierPoint } from "../hooks/use-courier-position";

export interface DeliveryMapProps {
  order: Order;
  courier: CourierPoint | null;
}

/** The delivery on a map: the restaurant, the drop-off, the line between them and the courier moving (followed). */
export function DeliveryMap({ order, courier }: DeliveryMapProps) {
  const { sourceLat, sourceLon, destinationLat, destinationLon } = order;
  const markers = useMemo(() => {
    const list: MapMarker[] = [];
    if (sourceLat !== null && sourceLon !== null)
      list.push({ id: "restaurant", kind: "restaurant", lat: sourceLat, lng: sourceLon, title: order.branchName });
    if (destinationLat !== null && destinationLon !== null)
      list.push({ id: "dropoff", kind: "dropoff", lat: destinationLat, lng: destinationLon, title: "Your drop-off" });
    if (courier) list.push({ id: "courier", kind: "courier", lat: courier.lat, lng: courier.lng, title: "Your courier" });
    return list;
  }, [sourceLat, sourceLon, destinationLat, destinationLon, courier, order.branchName]);
  const route = useMemo<[number, number][] | undefined>(
    () =>
      sourceLat !== null && sourceLon !== null && destinationLat !== null && destinationLon !== null
        ? [
            [sourceLat, sourceLon],
            [destinationLat, destinationLon],
          ]
        : undefined,
    [sourceLat, sourceLon, destinationLat, destinationLon],
  );
  if (markers.length === 0) return null;
  return (
    <div data-testid="delivery-map" data-courier={courier ? `${courier.lat.toFixed(5)},${courier.lng.toFixed(5)}` : ""}>
      <GeoMap markers={markers} route={route} label="Where your courier is" className="h-64 md:h-80" follow />
    </div>
  );
}
